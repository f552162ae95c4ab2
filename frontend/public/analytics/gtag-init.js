// Google's gtag snippet, from a file because the content security policy allows no inline script. It is loaded only
// after the visitor accepts analytics (src/features/consent/analytics-loader.ts). gtag.js reads the `arguments`
// objects of its queue, so they are pushed as they are. Consent Mode v2: analytics granted, advertising denied.
window.dataLayer = window.dataLayer || [];
window.gtag = function gtag() {
  window.dataLayer.push(arguments);
};
window.gtag('consent', 'default', {
  analytics_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});
window.gtag('js', new Date());
window.gtag('config', document.currentScript.dataset.measurementId);
