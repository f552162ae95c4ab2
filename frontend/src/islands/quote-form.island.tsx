import { useEffect, useState } from 'react';
import type { IslandPropsMap } from './island-types';
import { QuoteForm } from '../features/leads/components/quote-form';
import { subscribe } from '../lib/island-channel';

/** The free-quote form; an estimate published by the HVAC calculator on the same page fills its details. */
export default function QuoteFormIsland({ post }: IslandPropsMap['quote-form']) {
  const [details, setDetails] = useState<string>();
  useEffect(() => subscribe('quote-details', setDetails), []);
  return <QuoteForm initialDetails={details} post={post} />;
}
