import { BOOKING_MESSAGES } from '../bookings/booking-rules';
import type { StaffPasswordProblem } from '../auth/staff-password';
import { STAFF_SESSION_MESSAGES } from '../auth/staff-sessions';
import type { Language } from '../i18n/languages';
import { MEDIA_LIMITS } from '../media/media-rules';

const MAX_MEGABYTES = MEDIA_LIMITS.maxBytes / (1024 * 1024);
const MAX_MEGAPIXELS = MEDIA_LIMITS.maxPixels / 1_000_000;

/**
 * Validation messages of both forms, keyed by a stable code that the API returns next to the English text,
 * so a Spanish page can show the Spanish one. English texts are word for word those of
 * docs/product.md ("Forms and validation", "Toasts").
 */
export const VALIDATION_MESSAGES = {
  en: {
    required: 'Required',
    invalidInput: 'Invalid input',
    invalidEmailDefault: 'Invalid email',
    nameMin: 'Name must be at least 2 characters',
    firstNameMin: 'First name must be at least 2 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid phone number',
    serviceTypeRequired: 'Please select a service type',
    serviceNeededRequired: 'Please select a service',
    messageMin: 'Message must be at least 10 characters',
    tooLong: 'This field is too long',
    invalidOption: 'Please choose one of the listed options',
    unknownField: 'This field is not accepted',
    nullNotAccepted: 'Give this field a value or leave it out',
    tooDeep: 'The request is nested too deeply',
    slugInvalid: 'Use lowercase letters, digits and single hyphens only',
    slugTaken: 'This slug is already in use',
    textTooShort: 'This text is too short',
    invalidCharacters: 'This field contains characters that are not allowed',
    notFound: 'Not found',
    ratingInvalid: 'Choose a rating from 1 to 5',
    listMismatch: 'Write as many lines in Spanish as in English',
    costAfterAboveBefore: 'The cost after cannot be higher than the cost before',
    imageType: 'Only PNG, JPEG and WebP images are accepted',
    imageTooLarge: `The image is larger than ${MAX_MEGABYTES} MB`,
    imageTooManyPixels: `The image has too many pixels (at most ${MAX_MEGAPIXELS} megapixels)`,
    imageUnreadable: 'The image cannot be read: the file is damaged or incomplete',
    imageDuplicate: 'This image is already in the library',
    imageUnknown: 'Choose an image from the media library',
    tooSmall: 'This number is too small',
    tooLarge: 'This number is too large',
    secondFactorCodeWrong: STAFF_SESSION_MESSAGES.en.secondFactorWrong,
    secondFactorOwnFirst: STAFF_SESSION_MESSAGES.en.secondFactorOwnFirst,
    slotTaken: BOOKING_MESSAGES.en.slotTaken,
    slotNotOffered: BOOKING_MESSAGES.en.slotNotOffered,
    townAppointmentOnly: BOOKING_MESSAGES.en.appointmentOnly,
    townUnserved: BOOKING_MESSAGES.en.unserved,
    redirectPathInvalid:
      "Write a path of this site: it starts with /, in lower case, with no query (?) and no . or .. segment, not under /api, /admin, /media or the site's files",
    redirectSamePath: 'The new path must differ from the old one',
    redirectLoop: 'This would make a loop: the new path already leads back to the old one',
    redirectPathOwned: 'A page of the site lives at this path: a redirect would hide it',
    redirectTaken: 'This old path already has a redirect: delete that one first',
    whatsappInvalid: 'Write the number in international form, digits only (8 to 15), such as 34611223344',
    businessPhoneInvalid: 'Write a Spanish number as +34 followed by 9 digits',
    urlInvalid: 'Enter a full address starting with https://',
    taxIdInvalid: 'Enter a Spanish NIF such as B12345678',
    postalCodeInvalid: 'Enter a 5-digit postal code',
    hoursInvalid: 'Give each row one or more days of the week and times as HH:MM',
    hoursOrder: 'Each row must open before it closes',
    hoursDayTwice: 'A day of the week appears in two rows',
    dateInvalid: 'Enter real dates as YYYY-MM-DD',
    claimsInvalid: 'Give every figure a short value and a show switch',
    googleRatingInvalid: 'Write the rating as Google shows it, from 1.0 to 5.0, such as 4.8',
    wholeNumberInvalid: 'Write a whole number, such as 28',
    sampleValue: "Replace this sample value with the company's real one",
    phoneOrEmailRequired: 'Give a phone number or an e-mail address',
    seoTitleTooLong: 'A search title shows at most 60 characters: shorten it',
    seoDescriptionTooLong: 'A search description shows at most 160 characters: shorten it',
    shareTextTooLong: 'The share-card text holds at most 100 characters: shorten it',
    articleMarkdownInvalid: 'The page cannot be shown as written: see the problems listed under the text',
    articleMarkdownTooLong: 'This page is too long (at most 100,000 characters)',
  },
  es: {
    required: 'Obligatorio',
    invalidInput: 'Dato no válido',
    invalidEmailDefault: 'Correo electrónico no válido',
    nameMin: 'El nombre debe tener al menos 2 caracteres',
    firstNameMin: 'El nombre debe tener al menos 2 caracteres',
    lastNameMin: 'Los apellidos deben tener al menos 2 caracteres',
    emailInvalid: 'Introduce un correo electrónico válido',
    phoneInvalid: 'Introduce un número de teléfono válido',
    serviceTypeRequired: 'Selecciona un tipo de servicio',
    serviceNeededRequired: 'Selecciona un servicio',
    messageMin: 'El mensaje debe tener al menos 10 caracteres',
    tooLong: 'Este campo es demasiado largo',
    invalidOption: 'Elige una de las opciones de la lista',
    unknownField: 'Este campo no se admite',
    nullNotAccepted: 'Da un valor a este campo u omítelo',
    tooDeep: 'La solicitud tiene demasiados niveles anidados',
    slugInvalid: 'Usa solo minúsculas, números y guiones simples',
    slugTaken: 'Este slug ya está en uso',
    textTooShort: 'Este texto es demasiado corto',
    invalidCharacters: 'Este campo contiene caracteres no permitidos',
    notFound: 'No encontrado',
    ratingInvalid: 'Elige una valoración de 1 a 5',
    listMismatch: 'Escribe tantas líneas en español como en inglés',
    costAfterAboveBefore: 'El coste después no puede ser mayor que el coste antes',
    imageType: 'Solo se admiten imágenes PNG, JPEG y WebP',
    imageTooLarge: `La imagen ocupa más de ${MAX_MEGABYTES} MB`,
    imageTooManyPixels: `La imagen tiene demasiados píxeles (como máximo ${MAX_MEGAPIXELS} megapíxeles)`,
    imageUnreadable: 'No se puede leer la imagen: el archivo está dañado o incompleto',
    imageDuplicate: 'Esta imagen ya está en la biblioteca',
    imageUnknown: 'Elige una imagen de la biblioteca de imágenes',
    tooSmall: 'Este número es demasiado pequeño',
    tooLarge: 'Este número es demasiado grande',
    secondFactorCodeWrong: STAFF_SESSION_MESSAGES.es.secondFactorWrong,
    secondFactorOwnFirst: STAFF_SESSION_MESSAGES.es.secondFactorOwnFirst,
    slotTaken: BOOKING_MESSAGES.es.slotTaken,
    slotNotOffered: BOOKING_MESSAGES.es.slotNotOffered,
    townAppointmentOnly: BOOKING_MESSAGES.es.appointmentOnly,
    townUnserved: BOOKING_MESSAGES.es.unserved,
    redirectPathInvalid:
      'Escribe una ruta de este sitio: empieza por /, en minúsculas, sin consulta (?) ni segmentos . o .., fuera de /api, /admin, /media y los archivos del sitio',
    redirectSamePath: 'La ruta nueva debe ser distinta de la antigua',
    redirectLoop: 'Esto crearía un bucle: la ruta nueva ya lleva de vuelta a la antigua',
    redirectPathOwned: 'Una página del sitio vive en esta ruta: una redirección la ocultaría',
    redirectTaken: 'Esta ruta antigua ya tiene una redirección: bórrala primero',
    whatsappInvalid: 'Escribe el número en formato internacional, solo dígitos (de 8 a 15), como 34611223344',
    businessPhoneInvalid: 'Escribe un número español como +34 seguido de 9 dígitos',
    urlInvalid: 'Introduce una dirección completa que empiece por https://',
    taxIdInvalid: 'Introduce un NIF español como B12345678',
    postalCodeInvalid: 'Introduce un código postal de 5 dígitos',
    hoursInvalid: 'Da a cada fila uno o más días de la semana y horas como HH:MM',
    hoursOrder: 'Cada fila debe abrir antes de cerrar',
    hoursDayTwice: 'Un día de la semana aparece en dos filas',
    dateInvalid: 'Introduce fechas reales como AAAA-MM-DD',
    claimsInvalid: 'Da a cada cifra un valor corto y un interruptor de mostrar',
    googleRatingInvalid: 'Escribe la valoración tal como la muestra Google, de 1,0 a 5,0, por ejemplo 4,8',
    wholeNumberInvalid: 'Escribe un número entero, por ejemplo 28',
    sampleValue: 'Sustituye este valor de ejemplo por el real de la empresa',
    phoneOrEmailRequired: 'Indica un teléfono o un correo electrónico',
    seoTitleTooLong: 'Un título de búsqueda muestra como máximo 60 caracteres: acórtalo',
    seoDescriptionTooLong: 'Una descripción de búsqueda muestra como máximo 160 caracteres: acórtala',
    shareTextTooLong: 'El texto de la tarjeta para compartir admite como máximo 100 caracteres: acórtalo',
    articleMarkdownInvalid: 'La página no se puede mostrar tal como está escrita: mira los problemas listados bajo el texto',
    articleMarkdownTooLong: 'Esta página es demasiado larga (como máximo 100.000 caracteres)',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationMessageCode = keyof (typeof VALIDATION_MESSAGES)['en'];

/**
 * Toast texts (docs/product.md, "Toasts"). The promised times are the business settings' replyWithinHours and
 * emergencyResponseHours; with the seed's 24 and 2 they read word for word as the spec.
 */
export const LEAD_TOASTS = {
  en: {
    errorTitle: 'Error',
    quoteFailed: 'Failed to submit quote request. Please try again.',
    contactFailed: 'Failed to send message. Please try again.',
    quoteSuccessTitle: 'Quote Request Submitted',
    quoteSuccess: (hours: number) => `We'll contact you within ${hours} hours with your custom quote.`,
    contactSuccessTitle: 'Message Sent',
    contactSuccess: (hours: number) => `Thank you for contacting us. We'll respond within ${hours} hours.`,
    emergencySuccess: (hours: number) => `Emergency received. We will call you back within ${hours} hours.`,
  },
  es: {
    errorTitle: 'Error',
    quoteFailed: 'No se pudo enviar la solicitud de presupuesto. Inténtalo de nuevo.',
    contactFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    quoteSuccessTitle: 'Solicitud de presupuesto enviada',
    quoteSuccess: (hours: number) => `Te contactaremos en ${hours} horas con tu presupuesto personalizado.`,
    contactSuccessTitle: 'Mensaje enviado',
    contactSuccess: (hours: number) => `Gracias por contactarnos. Te responderemos en ${hours} horas.`,
    emergencySuccess: (hours: number) => `Urgencia recibida. Te llamaremos en un plazo de ${hours} horas.`,
  },
} as const satisfies Record<Language, Record<string, string | ((hours: number) => string)>>;

/** Per-field error body of a 400 answer: field name to its first failing rule. */
export interface FieldError {
  /** A staff password's own rule (staff-password.ts) has its own codes and messages. */
  code: ValidationMessageCode | StaffPasswordProblem;
  message: string;
}
export type FieldErrors = Record<string, FieldError>;

export interface ValidationErrorBody {
  statusCode: 400;
  error: 'Bad Request';
  message: string;
  fieldErrors: FieldErrors;
}
