import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { DomainError } from '../../../shared/domain/domain-error';

const message = VALIDATION_MESSAGES.en;

export class MediaNotFoundError extends DomainError {
  readonly code = 'MEDIA.NOT_FOUND';
  readonly kind = 'not-found';
  constructor() {
    super('No such image.');
  }
}

/** Not a PNG, JPEG or WebP by its first bytes: an SVG, an executable renamed photo.jpg, a document… */
export class MediaTypeRefusedError extends DomainError {
  readonly code = 'MEDIA.TYPE_REFUSED';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'file', code: 'imageType' } as const;
  constructor() {
    super(`${message.imageType}. This file is not one of them (SVG images are not accepted).`);
  }
}

export class MediaTooLargeError extends DomainError {
  readonly code = 'MEDIA.TOO_LARGE';
  readonly kind = 'too-large';
  override readonly fieldError = { field: 'file', code: 'imageTooLarge' } as const;
  constructor() {
    super(`${message.imageTooLarge}.`);
  }
}

/** Width × height over the limit: decoding it could take gigabytes of memory (a decompression bomb). */
export class MediaTooManyPixelsError extends DomainError {
  readonly code = 'MEDIA.TOO_MANY_PIXELS';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'file', code: 'imageTooManyPixels' } as const;
  constructor(width: number, height: number) {
    super(`${message.imageTooManyPixels}: this one is ${width} × ${height}.`);
  }
}

/** Truncated, corrupt, or its content does not match its first bytes. */
export class MediaUnreadableError extends DomainError {
  readonly code = 'MEDIA.UNREADABLE';
  readonly kind = 'invalid';
  override readonly fieldError = { field: 'file', code: 'imageUnreadable' } as const;
  constructor() {
    super(`${message.imageUnreadable}.`);
  }
}

export class MediaDuplicateError extends DomainError {
  readonly code = 'MEDIA.DUPLICATE';
  readonly kind = 'conflict';
  override readonly fieldError = { field: 'file', code: 'imageDuplicate' } as const;
  constructor() {
    super(`${message.imageDuplicate}.`);
  }
}

export class MediaInUseError extends DomainError {
  readonly code = 'MEDIA.IN_USE';
  readonly kind = 'conflict';
  constructor(uses: number) {
    super(`This image is used in ${uses} place${uses === 1 ? '' : 's'}. Remove it from there before deleting it.`);
  }
}

/** A photo field names no image of the library (never uploaded, or deleted meanwhile). */
export class PhotoNotFoundError extends DomainError {
  readonly code = 'MEDIA.PHOTO_NOT_FOUND';
  readonly kind = 'invalid';
  override readonly fieldError: { field: string; code: 'imageUnknown' };
  constructor(field: string) {
    super(`${message.imageUnknown}: no image has this id.`);
    this.fieldError = { field, code: 'imageUnknown' };
  }
}
