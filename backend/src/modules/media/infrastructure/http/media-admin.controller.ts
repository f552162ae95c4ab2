import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { DeleteMedia } from '../../application/delete-media.use-case';
import { ListMedia } from '../../application/list-media.use-case';
import { UpdateMediaAlt } from '../../application/update-media-alt.use-case';
import { UploadMedia } from '../../application/upload-media.use-case';
import { AdminMediaDto, AdminMediaListDto, MediaAltUpdateDto, MediaUploadDto } from './media-admin.dto';
import { readUploadForm } from './read-upload-form';

@ApiTags('Admin: media')
@StaffOnly('content.edit')
@Controller('admin/media')
export class MediaAdminController {
  constructor(
    private readonly listMedia: ListMedia,
    private readonly uploadMedia: UploadMedia,
    private readonly updateAlt: UpdateMediaAlt,
    private readonly deleteMedia: DeleteMedia,
  ) {}

  @Allowed('content.read')
  @Get()
  @ApiOperation({ summary: 'The media library, newest first, each image with its use count and served widths' })
  @ApiOkResponse({ type: AdminMediaListDto })
  async list(): Promise<AdminMediaListDto> {
    return { data: (await this.listMedia.execute()).map((media) => AdminMediaDto.from(media)) };
  }

  @Post()
  @ApiOperation({
    summary: 'Upload an image with its alternative text in English and Spanish',
    description:
      'PNG, JPEG or WebP only, told by the first bytes (an SVG, or any other file whatever its name, is refused), at ' +
      'most 15 MB and 40 megapixels; a truncated or damaged file is refused. The original is stored re-encoded: its ' +
      'EXIF (GPS position included) and other metadata are removed and its orientation applied. Nothing is stored ' +
      'when the upload is refused.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaUploadDto })
  @ApiCreatedResponse({ type: AdminMediaDto })
  @ApiBadRequestResponse({
    type: ValidationErrorDto,
    description: 'Not an accepted image, too many pixels, unreadable, or an alternative text missing or too long (fieldErrors).',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'The file is larger than 15 MB (fieldErrors.file).' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The same file is already in the library (fieldErrors.file).' })
  @ApiResponse({ status: 415, type: ErrorDto, description: 'The body is not multipart/form-data.' })
  async upload(@Req() request: FastifyRequest): Promise<AdminMediaDto> {
    const { file, fields } = await readUploadForm(request);
    const media = await this.uploadMedia.execute({ bytes: file, alt: { en: fields.altEn, es: fields.altEs } });
    return AdminMediaDto.from({ ...media, uses: 0 });
  }

  @Patch(':id')
  @ApiOperation({ summary: "Edit an image's alternative text (only the languages sent change)" })
  @ApiOkResponse({ type: AdminMediaDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async update(@UuidParam() id: string, @Body() dto: MediaAltUpdateDto): Promise<AdminMediaDto> {
    return AdminMediaDto.from(await this.updateAlt.execute(id, { en: dto.altEn, es: dto.altEs }));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an image nothing uses, with its variants' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The image is used by some content (MEDIA.IN_USE).' })
  async remove(@UuidParam() id: string): Promise<void> {
    await this.deleteMedia.execute(id);
  }
}
