import { BUSINESS, LANGUAGE_STORAGE_KEY, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'legal',
  updated: STATIC_PAGE_UPDATED.cookiePolicy,
  en: {
    title: 'Cookie Policy | Costa Sol HVAC',
    description:
      'This site uses no advertising or analytics cookies: only your language choice and checklist ticks stored in your browser. Google Maps loads only on request.',
    heading: 'Cookie policy',
    intro: [
      'We do not use advertising or analytics cookies. Your browser stores only what you choose: your language and, if you use it, the ticks of the maintenance checklist. Both are technically necessary for a feature you asked for, so they need no consent.',
      'The map on the contact page is provided by Google and loads only when you ask for it; Google may then set its own cookies under its policy. This page explains each item, why we do not show a cookie banner and how to delete what is stored.',
    ],
    sections: [
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies and local storage',
        paragraphs: [
          'Cookies are small files that a website saves in your browser and that travel back to the server with each visit. Local storage is a similar browser feature: it keeps information on your device, but the browser does not send it to the server on its own.',
          'Spanish law (article 22.2 of the LSSI-CE) applies to both technologies in the same way, so this policy covers everything our website stores on your device, whatever the technique. The public pages of this website set no cookies of their own; they use local storage only.',
        ],
      },
      {
        id: 'what-we-store',
        heading: 'What we store on your device',
        paragraphs: [
          'Only two items, both first-party (set by this website, not by anyone else) and both created only when you use the feature concerned:',
          'Neither item identifies you, neither is shared with third parties and neither is used to track your browsing. The AEPD’s guide on the use of cookies treats storage of this kind, which remembers a choice the user has made, as exempt from consent.',
        ],
        bullets: [
          `“${LANGUAGE_STORAGE_KEY}” (local storage): saves “en” or “es” when you choose a language, so that your next visit opens in that language. It stays until you delete it.`,
          'Maintenance checklist ticks (local storage): if you tick items on our maintenance checklist, your ticks are saved on your device so you can pick up where you left off. They stay on your device, we never receive them, and they remain until you clear them or delete the site data.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Maintenance checklist' }],
      },
      {
        id: 'what-we-do-not-use',
        heading: 'What we do not use',
        paragraphs: [
          'There are no analytics tools, advertising networks, social media pixels or remarketing tags on this website. Images, fonts and scripts are served from our own server, so opening a page does not contact any third party.',
          'Our forms are protected against spam without Google reCAPTCHA or similar services. The WhatsApp button and the links to our social profiles are ordinary links: nothing from those services loads until you click, and once you do, you are on their website and under their cookie policies.',
        ],
      },
      {
        id: 'google-map',
        heading: 'The Google map on our contact page',
        paragraphs: [
          'Instead of the map, the contact page first shows our address and a “Show the map” button. Only if you press it does your browser load the map from Google’s servers. Google then receives your IP address and technical details of your browser and may set or read its own cookies, as its privacy policy (policies.google.com) explains. Google may process this data outside the European Economic Area; Google LLC is certified under the EU–US Data Privacy Framework.',
          'We do not remember this choice: if you leave or reload the page, the map disappears and you decide again next time. Any cookies Google may have set can be deleted from your browser as described below.',
        ],
        links: [{ to: 'contact', label: 'Contact page' }],
      },
      {
        id: 'why-no-banner',
        heading: 'Why you do not see a cookie banner',
        paragraphs: [
          'A consent banner is needed when a website wants to use cookies that are not strictly necessary, such as analytics or advertising. Because we only store what is needed for features you choose, and third-party content loads only when you press a button to request it, there is nothing to ask you about when you arrive.',
          'If we ever add analytics or other non-essential cookies, we will ask for your consent before setting them, with Accept and Reject options given equal prominence, and we will update this policy first.',
        ],
      },
      {
        id: 'how-to-delete',
        heading: 'How to see and delete what is stored',
        paragraphs: [
          'Deleting the “cookies and site data” of this website in your browser also removes its local storage. The usual steps are:',
          'Menu names change slightly between browser versions; if you cannot find an option, your browser’s help pages show the current steps. Deleting the data only resets your language choice and your checklist ticks, and the website keeps working normally. In a private or incognito window, nothing is kept after you close it.',
        ],
        bullets: [
          'Chrome (computer): Settings › Privacy and security › Site settings › View permissions and data stored across sites, then search for our website and choose Delete data.',
          'Firefox: Settings › Privacy & Security › Cookies and Site Data › Manage Data…, select our website and click Remove Selected.',
          'Safari on a Mac: Safari › Settings › Privacy › Manage Website Data…, select our website and click Remove.',
          'Microsoft Edge: Settings › Cookies and site permissions › Manage and delete cookies and site data › See all cookies and site data, then delete the entry for our website.',
          'iPhone and iPad: Settings › Apps › Safari › Advanced › Website Data (Settings › Safari on older versions of iOS), then swipe left on our website to delete it.',
          'Chrome on Android: menu › Settings › Site settings › All sites, choose our website and tap Delete or Clear & reset.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and questions',
        paragraphs: [
          `We will update this policy whenever the website starts or stops storing something on your device; the date at the top shows the current version. If you have any question, write to ${BUSINESS.privacyEmail}. This policy is published in Spanish and English; if the two versions ever differ, the Spanish version prevails.`,
        ],
        links: [
          { to: 'privacyPolicy', label: 'Privacy policy' },
          { to: 'legalNotice', label: 'Legal notice' },
        ],
      },
    ],
  },
  es: {
    title: 'Política de cookies | Costa Sol HVAC',
    description:
      'Esta web no usa cookies publicitarias ni analíticas: solo guarda en tu navegador el idioma y las marcas de la lista. Google Maps solo carga si lo pides.',
    heading: 'Política de cookies',
    intro: [
      'No usamos cookies publicitarias ni analíticas. Tu navegador solo guarda lo que eliges: el idioma y, si la usas, las marcas de la lista de mantenimiento. Ambas cosas son técnicamente necesarias para una función que has pedido, así que no requieren consentimiento.',
      'El mapa de la página de contacto lo ofrece Google y solo se carga si lo pides; Google puede entonces instalar sus propias cookies según su política. En esta página te explicamos cada elemento, por qué no mostramos un aviso de cookies y cómo borrar lo que se guarda.',
    ],
    sections: [
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'Las cookies son pequeños archivos que una web guarda en tu navegador y que vuelven al servidor en cada visita. El almacenamiento local (local storage) es una función parecida del navegador: guarda información en tu dispositivo, pero el navegador no la envía por sí solo al servidor.',
          'La ley española (artículo 22.2 de la LSSI-CE) se aplica por igual a ambas tecnologías, así que esta política cubre todo lo que nuestra web guarda en tu dispositivo, sea cual sea la técnica. Las páginas públicas de esta web no instalan cookies propias; solo usan almacenamiento local.',
        ],
      },
      {
        id: 'what-we-store',
        heading: 'Qué guardamos en tu dispositivo',
        paragraphs: [
          'Solo dos elementos, ambos propios (los crea esta web, no un tercero) y ambos solo cuando usas la función correspondiente:',
          'Ninguno de los dos te identifica, se comparte con terceros ni sirve para seguir tu navegación. La guía de la AEPD sobre el uso de las cookies considera exento de consentimiento este tipo de almacenamiento, que recuerda una elección hecha por el propio usuario.',
        ],
        bullets: [
          `«${LANGUAGE_STORAGE_KEY}» (almacenamiento local): guarda «en» o «es» cuando eliges idioma, para que tu próxima visita se abra en ese idioma. Permanece hasta que lo borres.`,
          'Marcas de la lista de mantenimiento (almacenamiento local): si marcas tareas en nuestra lista de mantenimiento, se guardan en tu dispositivo para que puedas seguir donde lo dejaste. No salen de tu dispositivo, nunca las recibimos y permanecen hasta que las desmarques o borres los datos del sitio.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Lista de mantenimiento' }],
      },
      {
        id: 'what-we-do-not-use',
        heading: 'Lo que no usamos',
        paragraphs: [
          'En esta web no hay herramientas de analítica, redes publicitarias, píxeles de redes sociales ni etiquetas de remarketing. Las imágenes, las fuentes y los scripts se sirven desde nuestro propio servidor, así que abrir una página no conecta con ningún tercero.',
          'Nuestros formularios se protegen del spam sin Google reCAPTCHA ni servicios parecidos. El botón de WhatsApp y los enlaces a nuestros perfiles sociales son enlaces normales: nada de esos servicios se carga hasta que haces clic y, cuando lo haces, estás en su web y bajo sus políticas de cookies.',
        ],
      },
      {
        id: 'google-map',
        heading: 'El mapa de Google de nuestra página de contacto',
        paragraphs: [
          'En lugar del mapa, la página de contacto muestra primero nuestra dirección y un botón «Mostrar el mapa». Solo si lo pulsas, tu navegador carga el mapa desde los servidores de Google. Google recibe entonces tu dirección IP y datos técnicos de tu navegador y puede instalar o leer sus propias cookies, como explica su política de privacidad (policies.google.com). Google puede tratar estos datos fuera del Espacio Económico Europeo; Google LLC está certificada en el Marco de Privacidad de Datos UE-EE. UU.',
          'No recordamos esta elección: si sales de la página o la recargas, el mapa desaparece y la próxima vez vuelves a decidir. Las cookies que Google haya podido instalar se borran desde tu navegador como explicamos más abajo.',
        ],
        links: [{ to: 'contact', label: 'Página de contacto' }],
      },
      {
        id: 'why-no-banner',
        heading: 'Por qué no ves un aviso de cookies',
        paragraphs: [
          'El aviso de consentimiento es necesario cuando una web quiere usar cookies que no son estrictamente necesarias, como las analíticas o las publicitarias. Como solo guardamos lo imprescindible para funciones que tú eliges, y el contenido de terceros solo se carga cuando pulsas un botón para pedirlo, no hay nada que preguntarte al llegar.',
          'Si algún día añadimos analítica u otras cookies no esenciales, te pediremos el consentimiento antes de instalarlas, con las opciones Aceptar y Rechazar igual de visibles, y antes actualizaremos esta política.',
        ],
      },
      {
        id: 'how-to-delete',
        heading: 'Cómo ver y borrar lo que se guarda',
        paragraphs: [
          'Al borrar en tu navegador las «cookies y datos de sitios» de esta web también se elimina su almacenamiento local. Los pasos habituales son:',
          'Los nombres de los menús cambian un poco de una versión a otra; si no encuentras una opción, la ayuda de tu navegador explica los pasos actuales. Borrar estos datos solo reinicia tu elección de idioma y las marcas de la lista, y la web sigue funcionando con normalidad. En una ventana privada o de incógnito no se conserva nada al cerrarla.',
        ],
        bullets: [
          'Chrome (ordenador): Configuración › Privacidad y seguridad › Configuración de sitios › Ver permisos y datos almacenados de los sitios, busca nuestra web y elige Eliminar datos.',
          'Firefox: Ajustes › Privacidad & Seguridad › Cookies y datos del sitio › Administrar datos…, selecciona nuestra web y pulsa Eliminar selección.',
          'Safari en Mac: Safari › Ajustes › Privacidad › Gestionar datos de sitios web…, selecciona nuestra web y pulsa Eliminar.',
          'Microsoft Edge: Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio › Ver todas las cookies y datos del sitio, y borra la entrada de nuestra web.',
          'iPhone y iPad: Ajustes › Apps › Safari › Avanzado › Datos de sitios web (Ajustes › Safari en versiones anteriores de iOS) y desliza a la izquierda sobre nuestra web para eliminarla.',
          'Chrome en Android: menú › Configuración › Configuración de sitios › Todos los sitios, elige nuestra web y toca Eliminar o Borrar y restablecer.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Cambios y consultas',
        paragraphs: [
          `Actualizaremos esta política siempre que la web empiece a guardar algo en tu dispositivo o deje de hacerlo; la fecha del principio indica la versión vigente. Si tienes cualquier duda, escríbenos a ${BUSINESS.privacyEmail}. Esta política se publica en español y en inglés; si ambas versiones no coincidieran, prevalece la española.`,
        ],
        links: [
          { to: 'privacyPolicy', label: 'Política de privacidad' },
          { to: 'legalNotice', label: 'Aviso legal' },
        ],
      },
    ],
  },
};

export default article;
