import { CaseStudyEntity } from '../modules/case-studies/infrastructure/persistence/case-study.entity';
import { StaffTokenEntity } from '../modules/auth/infrastructure/persistence/staff-token.entity';
import { StaffUserEntity } from '../modules/auth/infrastructure/persistence/staff-user.entity';
import { LeadEntity } from '../modules/leads/infrastructure/persistence/lead.entity';
import { OutboxMessageEntity } from '../modules/mail/infrastructure/persistence/outbox-message.entity';
import { QaCategoryEntity, QaPageEntity } from '../modules/qa/infrastructure/persistence/qa.entities';
import { TestimonialEntity } from '../modules/reviews/infrastructure/persistence/testimonial.entity';

/** Every table the ORM maps; the schema itself is created by the migrations in ./migrations. */
export const PERSISTENCE_ENTITIES = [
  LeadEntity,
  OutboxMessageEntity,
  QaCategoryEntity,
  QaPageEntity,
  TestimonialEntity,
  CaseStudyEntity,
  StaffUserEntity,
  StaffTokenEntity,
] as const;
