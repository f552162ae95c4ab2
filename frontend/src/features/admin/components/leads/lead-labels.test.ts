import { describe, expect, it } from 'vitest';
import { adminText } from '../../content/admin-text';
import { leadFieldLabel, leadValueText } from './lead-labels';

describe('lead labels', () => {
  it('shows option values with the shared labels, in the admin language', () => {
    expect(leadValueText('serviceType', 'heat-pump-system', 'en', adminText.en)).toBe('Heat pump system');
    expect(leadValueText('serviceNeeded', 'emergency-repair', 'es', adminText.es)).toBe('Reparación urgente');
    expect(leadValueText('details', 'Two floors', 'en', adminText.en)).toBe('Two floors');
  });

  it('shows booleans as yes / no and nested values as pairs', () => {
    expect(leadValueText('wantsConsultation', true, 'es', adminText.es)).toBe('Sí');
    expect(leadValueText('utm', { source: 'google', medium: undefined, campaign: 'spring' }, 'en', adminText.en)).toBe(
      'source: google, campaign: spring',
    );
    expect(leadValueText('utm', {}, 'en', adminText.en)).toBe('');
  });

  it('labels unknown fields with their own name', () => {
    expect(leadFieldLabel('homeSize', adminText.en, 'en')).toBe('Home size');
    expect(leadFieldLabel('somethingNew', adminText.en, 'en')).toBe('somethingNew');
  });
});
