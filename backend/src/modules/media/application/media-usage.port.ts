/**
 * Port: how many pieces of content show an image. An image is deleted only while nothing uses it (409 otherwise),
 * and the admin shows the count beside each image.
 *
 * No content refers to images yet, so the adapter answers 0 (infrastructure/usage/no-media-usage.ts). When
 * testimonials, case studies or pages gain an image, their module exports a use case that counts its rows naming
 * a media id, and the adapter here sums them: the media module never reads another module's tables.
 */
export abstract class MediaUsage {
  abstract countUses(mediaId: string): Promise<number>;
}
