import type { ContactMessageDto } from './contact-message.dto';
import { originOf } from './lead-origin.dto';
import type { QuoteRequestDto } from './quote-request.dto';

/*
 * A validated body (and its Idempotency-Key, if any) as the input of its use case, for the JSON API and the form posts
 * alike. `ownHost`: this site's host (PUBLIC_URL), never counted as a referrer.
 */

export function quoteSubmission(dto: QuoteRequestDto, idempotencyKey: string | undefined, ownHost: string) {
  return {
    fields: {
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      serviceType: dto.serviceType,
      preferredBrand: dto.preferredBrand,
      homeSize: dto.homeSize,
      currentSystemAge: dto.currentSystemAge,
      details: dto.details,
      wantsConsultation: dto.wantsConsultation === 'true',
    },
    origin: originOf(dto, ownHost),
    honeypot: dto.website,
    idempotencyKey,
  };
}

export function contactSubmission(dto: ContactMessageDto, idempotencyKey: string | undefined, ownHost: string) {
  return {
    fields: {
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      phone: dto.phone,
      serviceNeeded: dto.serviceNeeded,
      message: dto.message,
    },
    origin: originOf(dto, ownHost),
    honeypot: dto.website,
    idempotencyKey,
  };
}
