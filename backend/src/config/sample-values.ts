/** What marks a value of content/business.yaml as a sample still to replace: a run of five zeros, PLACEHOLDER, .example. */
const SAMPLE = /0{5}|PLACEHOLDER|\.example\b/;

/** The fields of the business profile (dotted paths) whose value is still a sample, with the value. */
export function sampleValues(profile: unknown, path = ''): string[] {
  if (typeof profile === 'string') return SAMPLE.test(profile.replace(/\s/g, '')) ? [`${path} (${profile})`] : [];
  if (Array.isArray(profile)) return profile.flatMap((item, index) => sampleValues(item, `${path}[${index}]`));
  if (profile && typeof profile === 'object')
    return Object.entries(profile).flatMap(([key, value]) => sampleValues(value, path ? `${path}.${key}` : key));
  return [];
}
