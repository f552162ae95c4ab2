import { constants, crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

type Format = 'png' | 'jpeg' | 'webp';

/** Somewhere on the Costa del Sol, written into the picture's EXIF as a phone camera would. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '36/1 30/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '4/1 53/1 0/1' };
export const EXIF_MARK = 'Camera owner: Test Photographer';

/**
 * A small picture with EXIF (GPS position, an owner note) and an orientation tag of 6 (rotate 90° to show), so
 * the stored original can be checked for both. `hue` makes each one different (the library refuses duplicates).
 */
export function photo(format: Format, hue: number, size = { width: 1000, height: 700 }): Promise<Buffer> {
  const background = { r: hue % 256, g: (hue * 7) % 256, b: 200 };
  return sharp({ create: { ...size, channels: 3, background } })
    .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: { r: 255, g: 255, b: 255 } } }, top: 20, left: 30 }])
    .withExif({ IFD0: { Artist: EXIF_MARK }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/** Does this EXIF block hold a GPS directory (tag 0x8825, either byte order)? */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of 20,000 × 20,000 black pixels (1 bit each) in about 50 KB: 400 megapixels, over a gigabyte once
 * decoded as RGB. A decompression bomb, made without ever holding it decoded.
 */
export function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then side / 8 bytes of zero bits.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: constants.Z_BEST_COMPRESSION })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
