import { MEDIA_VARIANT_FORMATS, MEDIA_VARIANT_WIDTHS, type MediaVariantFormat } from '@costa-sol/common';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { RenderQueueFullError } from '../../../../shared/application/render-queue';
import { GetMediaVariant } from '../../application/get-media-variant.use-case';
import { MediaNotFoundError } from '../../domain/media.errors';

/** The bytes at one URL never change (an image is never edited, only deleted), so browsers and proxies keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BINARY = { type: 'string', format: 'binary' } as const;
const FILE = /^([1-9][0-9]{2,3})\.(avif|webp)$/;

const matchesEtag = (header: string | string[] | undefined, etag: string) =>
  typeof header === 'string' && header.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()));

/** Served at the site root (outside /api), for <picture> sources and <img> on public pages. */
@ApiTags('Media')
@Controller('media')
export class MediaPublicController {
  constructor(private readonly getVariant: GetMediaVariant) {}

  @Get(':id/:file')
  @ApiOperation({
    summary: 'An image of the media library at one width, as AVIF or WebP',
    description:
      `Widths ${MEDIA_VARIANT_WIDTHS.join(', ')}, never wider than the original (an image narrower than ` +
      `${MEDIA_VARIANT_WIDTHS[0]} pixels is served at ${MEDIA_VARIANT_WIDTHS[0]} only, at its own size). Made on the ` +
      'first request, stored in the database for every instance, and kept in memory; answered with ' +
      '`Cache-Control: public, max-age=31536000, immutable` and an ETag (If-None-Match gives 304).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'file', description: '<width>.<format>', example: '640.avif' })
  @ApiOkResponse({
    description: 'The image.',
    content: { 'image/avif': { schema: BINARY }, 'image/webp': { schema: BINARY } },
  })
  @ApiResponse({ status: 304, description: 'The copy the client holds (If-None-Match) is current.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such image, or a width or format it is not offered at.' })
  @ApiResponse({ status: 503, description: 'Too many images being made at once; try again (Retry-After: 1).' })
  async variant(@Param('id') id: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const match = FILE.exec(file);
    const format = match?.[2] as MediaVariantFormat | undefined;
    if (!ID.test(id) || !match || !format || !MEDIA_VARIANT_FORMATS.includes(format)) throw new MediaNotFoundError();
    try {
      const variant = await this.getVariant.execute({ mediaId: id, width: Number(match[1]), format });
      void reply.header('etag', variant.etag).header('cache-control', IMMUTABLE);
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      return reply.header('content-type', variant.contentType).send(variant.bytes);
    } catch (error) {
      if (error instanceof RenderQueueFullError)
        return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send();
      throw error;
    }
  }
}
