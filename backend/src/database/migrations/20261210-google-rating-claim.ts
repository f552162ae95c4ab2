import { Migration } from '@mikro-orm/migrations';

/**
 * The Google rating becomes two figures of the business settings (`claims.googleRating` and
 * `claims.googleReviewCount`), hidden until the owner enters Google's own figures; the home page's heading that
 * claimed "5 stars" whatever the data said becomes a plain one where the owner had not changed it.
 */
export class GoogleRatingClaim20261210 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "business_settings"
      set "profile" = jsonb_set(jsonb_set("profile", '{claims,googleRating}', '{"value": "5.0", "shown": false}'::jsonb),
        '{claims,googleReviewCount}', '{"value": "28", "shown": false}'::jsonb)
      where not ("profile"->'claims' ? 'googleRating');`);
    for (const column of ['draft', 'published'])
      for (const [before, after] of HEADINGS)
        this.addSql(
          `update "article_page" set "${column}" = replace("${column}"::text, '${before}', '${after}')::jsonb where "key" = 'home';`,
        );
  }

  override async down(): Promise<void> {
    this.addSql(`update "business_settings" set "profile" = "profile" #- '{claims,googleRating}' #- '{claims,googleReviewCount}';`);
  }
}

const HEADINGS = [
  ['## Rated 5 Stars on Google {#google-review}', '## Our Reviews on Google {#google-review}'],
  ['## Valorados con 5 estrellas en Google {#google-review}', '## Nuestras opiniones en Google {#google-review}'],
] as const;
