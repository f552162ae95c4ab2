import { Index } from '@mikro-orm/core';
import { EMERGENCY_LEAD_SQL } from './emergency-lead-sql';

/**
 * The search and keyset indexes of migrations 20261206-lead-search, 20261207-lead-channel and 20261211-lead-emergency, by name: what follows
 * `on "lead"`. The first six keyset indexes carry is_spam (migration 20261207-lead-filter-counts), so a filter's count
 * leaves spam out from the index.
 */
const SEARCH_INDEXES = {
  lead_search_text_trgm_idx: 'using gin ("search_text" gin_trgm_ops)',
  lead_phone_digits_trgm_idx: 'using gin ("phone_digits" gin_trgm_ops)',
  lead_received_keyset_idx: '("received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_status_keyset_idx: '("status", "received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_kind_keyset_idx: '("kind", "received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_source_keyset_idx: '("utm_source", "received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_language_keyset_idx: '("language_shown", "received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_assignee_keyset_idx: '("assigned_to_id", "received_at", "id") include ("is_spam") where "erased_at" is null',
  lead_channel_keyset_idx: '("channel", "received_at", "id") where "erased_at" is null',
  lead_emergency_keyset_idx: `("received_at", "id") include ("is_spam") where "erased_at" is null and ${EMERGENCY_LEAD_SQL}`,
};

/** Declares those indexes on the entity, so the schema the migrations build is the schema the entities map. */
export function LeadSearchIndexes(): ClassDecorator {
  return (target) => {
    for (const [name, definition] of Object.entries(SEARCH_INDEXES))
      Index({ name, expression: `create index "${name}" on "lead" ${definition}` })(target);
  };
}
