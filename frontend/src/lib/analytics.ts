type EventParams = Record<string, string>;

interface AnalyticsGlobals {
  gtag?: (command: 'event', name: string, params: EventParams) => void;
  plausible?: (name: string, options: { props: EventParams }) => void;
  umami?: { track?: (name: string, data: EventParams) => void };
}

/**
 * Sends an event to the analytics provider if one is loaded, which happens only after the visitor accepts analytics
 * (features/consent). Without one it does nothing, as the spec asks of whatsapp_click ("if an analytics function
 * exists"). Events: whatsapp_click and phone_click (category engagement, label the path), generate_lead (form kind,
 * language).
 */
export function track(name: string, params: EventParams, scope: AnalyticsGlobals = globalThis as AnalyticsGlobals): void {
  if (typeof scope.gtag === 'function') scope.gtag('event', name, params);
  else if (typeof scope.plausible === 'function') scope.plausible(name, { props: params });
  else if (typeof scope.umami?.track === 'function') scope.umami.track(name, params);
}
