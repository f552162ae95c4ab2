import type { CurrentSystemAge, HomeSize, Language, LeadStatus, PreferredBrand, ServiceNeeded, ServiceType } from '@costa-sol/common';
import type { Lead, LeadOrigin } from '../../domain/lead';
import type { LeadEntity } from './lead.entity';

type LeadRow = Omit<LeadEntity, never>;

export function toLeadRow(lead: Lead): LeadRow {
  const { origin } = lead;
  const common = {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    statusNote: lead.statusNote ?? null,
    isSpam: lead.isSpam,
    receivedAt: lead.receivedAt,
    updatedAt: lead.updatedAt ?? null,
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
  };
  if (lead.kind === 'quote') {
    const f = lead.fields;
    return {
      ...common,
      name: f.name,
      serviceType: f.serviceType,
      preferredBrand: f.preferredBrand ?? null,
      homeSize: f.homeSize ?? null,
      currentSystemAge: f.currentSystemAge ?? null,
      details: f.details ?? null,
      wantsConsultation: f.wantsConsultation,
    };
  }
  const f = lead.fields;
  return {
    ...common,
    name: `${f.firstName} ${f.lastName}`,
    firstName: f.firstName,
    lastName: f.lastName,
    serviceNeeded: f.serviceNeeded,
    message: f.message,
  };
}

const opt = <T extends string>(value: string | null | undefined): T | undefined => (value ?? undefined) as T | undefined;

/** Rows are written only through toLeadRow, and the table's check constraints hold the enumerations. */
export function fromLeadRow(row: LeadEntity): Lead {
  const origin: LeadOrigin = {
    pagePath: opt(row.pagePath),
    language: opt<Language>(row.language),
    referrer: opt(row.referrer),
    utm: {
      source: opt(row.utmSource),
      medium: opt(row.utmMedium),
      campaign: opt(row.utmCampaign),
      term: opt(row.utmTerm),
      content: opt(row.utmContent),
    },
  };
  const base = {
    id: row.id,
    receivedAt: row.receivedAt,
    status: row.status as LeadStatus,
    statusNote: opt(row.statusNote),
    updatedAt: row.updatedAt ?? undefined,
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
        serviceType: row.serviceType as ServiceType,
        preferredBrand: opt<PreferredBrand>(row.preferredBrand),
        homeSize: opt<HomeSize>(row.homeSize),
        currentSystemAge: opt<CurrentSystemAge>(row.currentSystemAge),
        details: opt(row.details),
        wantsConsultation: row.wantsConsultation ?? false,
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
