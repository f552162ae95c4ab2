import { Migration } from '@mikro-orm/migrations';

/**
 * The home page's "#1 in Marbella" becomes a figure of the business settings (`claims.localRank`, with its show
 * switch) like the others: stored settings without it get the value the page showed until now.
 */
export class LocalRankClaim20261208 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "business_settings"
      set "profile" = jsonb_set("profile", '{claims,localRank}', '{"value": "1", "shown": true}'::jsonb)
      where not ("profile"->'claims' ? 'localRank');`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "business_settings" set "profile" = "profile" #- '{claims,localRank}';`);
  }
}
