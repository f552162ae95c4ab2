export * from './i18n/languages';
export * from './leads/lead-enums';
export * from './leads/lead-rules';
export * from './leads/lead-messages';
export * from './leads/lead-option-labels';
export * from './qa/qa-rules';
export * from './routes/route-pairs';
export * from './business/business-profile';
