import type {
  CurrentSystemAge,
  HomeSize,
  Language,
  LeadChannel,
  LeadLostReason,
  LeadStatus,
  PreferredBrand,
  ServiceNeeded,
  ServiceType,
} from '@costa-sol/common';
import type { Lead, LeadOrigin } from '../../domain/lead';
import type { LeadEntity } from './lead.entity';

/** The entity's fields as a plain object: what em.insert takes. */
type LeadRow = Pick<LeadEntity, keyof LeadEntity>;

export function toLeadRow(lead: Lead): LeadRow {
  const { origin } = lead;
  const common = {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    channel: lead.channel,
    statusNote: lead.statusNote ?? null,
    quotedAmount: lead.quotedAmount ?? null,
    wonValue: lead.wonValue ?? null,
    lostReason: lead.lostReason ?? null,
    firstResponseAt: lead.firstResponseAt ?? null,
    followUpOn: lead.followUpOn ?? null,
    isSpam: lead.isSpam,
    receivedAt: lead.receivedAt,
    updatedAt: lead.updatedAt ?? null,
    assignedToId: lead.assignedToId ?? null,
    email: lead.fields.email,
    phone: lead.fields.phone,
    pagePath: origin.pagePath ?? null,
    language: origin.language ?? null,
    referrer: origin.referrer ?? null,
    utmSource: origin.utm.source ?? null,
    utmMedium: origin.utm.medium ?? null,
    utmCampaign: origin.utm.campaign ?? null,
    utmTerm: origin.utm.term ?? null,
    utmContent: origin.utm.content ?? null,
    landingPage: origin.landingPage ?? null,
    gclid: origin.gclid ?? null,
  };
  if (lead.kind === 'quote') {
    const fields = lead.fields;
    return {
      ...common,
      name: fields.name,
      serviceType: fields.serviceType,
      preferredBrand: fields.preferredBrand ?? null,
      homeSize: fields.homeSize ?? null,
      currentSystemAge: fields.currentSystemAge ?? null,
      details: fields.details ?? null,
      wantsConsultation: fields.wantsConsultation,
      town: fields.town ?? null,
    };
  }
  const fields = lead.fields;
  return {
    ...common,
    name: `${fields.firstName} ${fields.lastName}`,
    firstName: fields.firstName,
    lastName: fields.lastName,
    serviceNeeded: fields.serviceNeeded,
    message: fields.message,
  };
}

const opt = <T extends string>(value: string | null | undefined): T | undefined => (value ?? undefined) as T | undefined;

/** Rows are written only through toLeadRow, and the table's check constraints hold the enumerations. */
export function fromLeadRow(row: LeadEntity): Lead {
  const origin: LeadOrigin = {
    pagePath: opt(row.pagePath),
    landingPage: opt(row.landingPage),
    language: opt<Language>(row.language),
    referrer: opt(row.referrer),
    utm: {
      source: opt(row.utmSource),
      medium: opt(row.utmMedium),
      campaign: opt(row.utmCampaign),
      term: opt(row.utmTerm),
      content: opt(row.utmContent),
    },
    gclid: opt(row.gclid),
  };
  const base = {
    id: row.id,
    receivedAt: row.receivedAt,
    status: row.status as LeadStatus,
    channel: row.channel as LeadChannel,
    statusNote: opt(row.statusNote),
    quotedAmount: row.quotedAmount ?? undefined,
    wonValue: row.wonValue ?? undefined,
    lostReason: opt<LeadLostReason>(row.lostReason),
    firstResponseAt: row.firstResponseAt ?? undefined,
    followUpOn: row.followUpOn ?? undefined,
    updatedAt: row.updatedAt ?? undefined,
    assignedToId: row.assignedToId ?? undefined,
    isSpam: row.isSpam,
    origin,
  };
  if (row.kind === 'quote') {
    return {
      ...base,
      kind: 'quote',
      fields: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        serviceType: opt<ServiceType>(row.serviceType),
        preferredBrand: opt<PreferredBrand>(row.preferredBrand),
        homeSize: opt<HomeSize>(row.homeSize),
        currentSystemAge: opt<CurrentSystemAge>(row.currentSystemAge),
        details: opt(row.details),
        wantsConsultation: row.wantsConsultation ?? false,
        town: opt(row.town),
      },
    };
  }
  return {
    ...base,
    kind: 'contact',
    fields: {
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      email: row.email,
      phone: row.phone,
      serviceNeeded: row.serviceNeeded as ServiceNeeded,
      message: row.message ?? '',
    },
  };
}
