import { BUSINESS, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const { address } = BUSINESS;
const postalAddress = `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`;

const article: Article = {
  kind: 'legal',
  updated: STATIC_PAGE_UPDATED.privacyPolicy,
  en: {
    title: 'Privacy Policy | Costa Sol HVAC',
    description:
      'How Costa Sol HVAC handles the personal data you send through our forms, under the GDPR and Spain’s LOPDGDD, and how to exercise your rights.',
    heading: 'Privacy policy',
    intro: [
      `This policy explains how ${BUSINESS.legalName} uses the personal data you send us through the quote and contact forms on this website, in line with the EU General Data Protection Regulation (GDPR) and Spain’s Organic Law 3/2018 on data protection (LOPDGDD).`,
      'In short: we use your data to answer your request and prepare your quote, we do not sell it or use it for advertising, and you can access, correct or delete it at any time by writing to our privacy address.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        paragraphs: [
          `The controller of the personal data collected through this website is ${BUSINESS.legalName}, trading as ${BUSINESS.brandWithTrade}, with tax number (NIF) ${BUSINESS.taxId} and registered office at ${postalAddress}, Spain.`,
          'We have not appointed a data protection officer, because our activity does not require one. For any question about your data, use the contact details below; the privacy address reaches the person who deals with these requests directly.',
        ],
        bullets: [
          `Postal address: ${postalAddress}, Spain`,
          `Privacy e-mail: ${BUSINESS.privacyEmail}`,
          `General e-mail: ${BUSINESS.email}`,
          `Telephone: ${BUSINESS.phone}`,
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'What data we collect',
        paragraphs: [
          'We only collect what you type into our forms, plus a few details the website sends with them so that we know how you found us. We do not buy data or combine it with information from other sources.',
          'Please do not include health information or other sensitive data in your message. If a medical need affects the work, for example allergies and air filtration, mention only what we need to know to plan the installation.',
        ],
        bullets: [
          'Quote form: your name, e-mail address and telephone number, the service you need and, if you choose to give them, your preferred brand, the size of your home, the age of your current system, a description of the project and whether you would like a free home visit.',
          'Contact form: your first and last name, e-mail address, telephone number, the service you need and your message.',
          'Sent automatically with either form: the page you sent it from, the language of that page, the referring address your browser reports (for example, a search engine) and any campaign parameters in the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content).',
          'Recorded on every visit: your IP address and the details of each request (date and time, the address requested and your browser’s identification string) in our server logs, which we also use to limit abusive traffic.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Why we use your data and on what legal basis',
        paragraphs: [
          'Each use of your data has its own legal basis under article 6 of the GDPR:',
          'We do not send newsletters or advertising, we do not make decisions about you by automated means and we do not build profiles. If we ever wanted to send you commercial communications, we would first ask for your express consent, as Spain’s LSSI-CE requires.',
        ],
        bullets: [
          'To answer your request: confirm by e-mail that it arrived (at most once a day per address, without repeating what you wrote), prepare and send your quote, arrange a site visit and follow up on the quote you asked for. Basis: steps taken at your request before entering into a contract (article 6.1.b). The fields marked as required are necessary; without them we cannot answer you.',
          'If you hire us, to carry out the work, invoice it, handle warranties and keep the records the law requires. Basis: performance of the contract (article 6.1.b) and compliance with our legal obligations, such as tax and installation records (article 6.1.c).',
          'To see which pages and campaigns bring enquiries, using the page, referrer and campaign details sent with the form, only in aggregate. Basis: our legitimate interest in knowing which parts of our website are useful (article 6.1.f); you can object at any time.',
          'To keep the website secure and protect the forms against spam and abuse, using server logs and limits on requests per IP address. Basis: our legitimate interest in the security of our systems (article 6.1.f).',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep your data',
        paragraphs: [
          'We keep your data only for as long as we need it for the purpose it was collected for, and then for the periods the law requires:',
          'When a period ends, we delete the data or anonymise it so that it can no longer be linked to you, for example in yearly totals of enquiries by service.',
        ],
        bullets: [
          'Quote requests and messages that do not lead to a contract: up to 12 months from our last contact, so we can answer any question about the quote, and then deleted.',
          'Customer data: while the contract and its warranties last, and afterwards for the periods set by law, such as six years for accounting records under the Spanish Commercial Code and four years for tax purposes, plus the time needed to deal with any claim.',
          'Server logs: no longer than 30 days, unless we need them to investigate a specific security incident.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who receives your data',
        paragraphs: [
          'We do not sell your data or pass it to anyone for their own purposes. Within our company, only the people who need to answer your request or carry out your job can see it. Outside the company, your data may reach:',
          'Our hosting and e-mail providers act as data processors under contracts that meet article 28 of the GDPR: they may use your data only on our instructions and must keep it secure and confidential. If you choose to write to us on WhatsApp, your messages travel through that service, provided in the EU by WhatsApp Ireland Limited under its own terms and privacy policy.',
        ],
        bullets: [
          'Our hosting provider, which runs the servers where this website and its database are stored.',
          'Our e-mail provider, which delivers the notice of your request to our team, the confirmation of your request to you and our replies to you.',
          'The manufacturer of your equipment, only if you become a customer and a warranty has to be registered or claimed in your name; we tell you before we do it.',
          'Public authorities, courts and the tax agency, when the law obliges us to provide it.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International transfers',
        paragraphs: [
          'We choose providers that store and process data within the European Economic Area, so your data is not transferred outside it. If that ever changed, we would update this policy first and rely only on a European Commission adequacy decision or on the standard contractual clauses it has approved.',
          'Services that you decide to use yourself, such as WhatsApp or the Google map on our contact page, are governed by their providers’ own policies and may involve transfers outside the EEA. Our cookie policy explains how the map works and why it loads only when you ask for it.',
        ],
        links: [{ to: 'cookiePolicy', label: 'Cookie policy' }],
      },
      {
        id: 'your-rights',
        heading: 'Your rights and how to exercise them',
        paragraphs: [
          'Data protection law gives you the following rights over your personal data:',
          `To exercise any of them, write to ${BUSINESS.privacyEmail} or send a letter marked “Data protection” to ${BUSINESS.legalName}, ${postalAddress}. Tell us which right you want to exercise and the e-mail or telephone number you used in the form, so we can find your request. We will ask for proof of identity only if we have reasonable doubts that the request comes from you. We reply within one month, which can be extended by two more months for complex requests, and exercising your rights is free of charge.`,
          'If you believe we have not handled your data properly, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD), C/ Jorge Juan 6, 28001 Madrid, www.aepd.es. We would appreciate the chance to put things right first, but you do not have to contact us before complaining.',
        ],
        bullets: [
          'Access: to know whether we hold data about you, and to receive a copy of it.',
          'Rectification: to have inaccurate or incomplete data corrected.',
          'Erasure: to have your data deleted when we no longer need it or you withdraw your request.',
          'Objection: to stop uses based on our legitimate interest, such as enquiry statistics.',
          'Restriction: to have us keep your data but not use it while a complaint or correction is being resolved.',
          'Portability: to receive the data you gave us in a structured, commonly used format, or have it sent to another company.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect your data',
        paragraphs: [
          'We apply technical and organisational measures suited to the data we hold:',
          'If a security breach ever put your data at risk, we would notify the AEPD within 72 hours and, where the risk to you was high, tell you directly, as the GDPR requires.',
        ],
        bullets: [
          'Traffic between your browser and this website is encrypted with HTTPS.',
          'Only authorised staff can see requests, through a password-protected admin area that limits login attempts.',
          'Our forms are protected against spam without third-party captcha services, so none of your data goes to Google or similar providers for that purpose.',
          'We collect only what we need to answer you, and delete it when the retention period ends.',
        ],
      },
      {
        id: 'minors-and-changes',
        heading: 'Minors, languages and changes to this policy',
        paragraphs: [
          'Our services are meant for adults who own, rent or manage a property. Under Spanish law, people under 14 cannot consent to the processing of their data, so if you are under that age, please ask a parent or guardian to contact us instead.',
          'We will update this policy when the law or the way we work changes; the date at the top shows the current version, and if a change affects data you have already given us, we will tell you. This policy is published in Spanish and English; if the two versions ever differ, the Spanish version prevails.',
        ],
        links: [
          { to: 'legalNotice', label: 'Legal notice' },
          { to: 'cookiePolicy', label: 'Cookie policy' },
          { to: 'contact', label: 'Contact' },
        ],
      },
    ],
  },
  es: {
    title: 'Política de privacidad | Costa Sol HVAC',
    description:
      'Cómo trata Costa Sol HVAC los datos personales que envías en nuestros formularios, según el RGPD y la LOPDGDD, y cómo ejercer tus derechos.',
    heading: 'Política de privacidad',
    intro: [
      `Esta política explica cómo trata ${BUSINESS.legalName} los datos personales que nos envías a través de los formularios de presupuesto y de contacto de este sitio web, conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
      'En resumen: usamos tus datos para atender tu solicitud y preparar tu presupuesto, no los vendemos ni los usamos con fines publicitarios, y puedes acceder a ellos, rectificarlos o suprimirlos cuando quieras escribiendo a nuestra dirección de privacidad.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Quién es el responsable del tratamiento',
        paragraphs: [
          `El responsable de los datos personales que se recogen en este sitio web es ${BUSINESS.legalName}, que opera con el nombre comercial ${BUSINESS.brandWithTrade}, con NIF ${BUSINESS.taxId} y domicilio social en ${postalAddress}, España.`,
          'No hemos designado delegado de protección de datos, porque nuestra actividad no lo exige. Para cualquier consulta sobre tus datos, usa los datos de contacto siguientes; la dirección de privacidad llega directamente a la persona que atiende estas solicitudes.',
        ],
        bullets: [
          `Dirección postal: ${postalAddress}, España`,
          `Correo de privacidad: ${BUSINESS.privacyEmail}`,
          `Correo general: ${BUSINESS.email}`,
          `Teléfono: ${BUSINESS.phone}`,
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Qué datos recogemos',
        paragraphs: [
          'Solo recogemos lo que escribes en nuestros formularios, más algunos datos que la web envía con ellos para que sepamos cómo nos has encontrado. No compramos datos ni los cruzamos con información de otras fuentes.',
          'Te pedimos que no incluyas en tu mensaje datos de salud ni otros datos sensibles. Si una necesidad médica influye en el trabajo, por ejemplo una alergia y el filtrado del aire, menciona solo lo imprescindible para planificar la instalación.',
        ],
        bullets: [
          'Formulario de presupuesto: tu nombre, correo electrónico y teléfono, el servicio que necesitas y, si decides indicarlos, la marca que prefieres, la superficie de tu vivienda, la antigüedad del sistema actual, una descripción del proyecto y si quieres una visita gratuita a domicilio.',
          'Formulario de contacto: tu nombre y apellidos, correo electrónico, teléfono, el servicio que necesitas y tu mensaje.',
          'Enviados automáticamente con cualquiera de los dos: la página desde la que lo envías, el idioma de esa página, la dirección de procedencia que comunica tu navegador (por ejemplo, un buscador) y los parámetros de campaña que traiga el enlace que seguiste (utm_source, utm_medium, utm_campaign, utm_term y utm_content).',
          'Registrados en cada visita: tu dirección IP y los datos de cada petición (fecha y hora, la dirección solicitada y la cadena de identificación de tu navegador) en los registros del servidor, que también usamos para limitar el tráfico abusivo.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Para qué usamos tus datos y con qué base legal',
        paragraphs: [
          'Cada uso de tus datos tiene su propia base jurídica conforme al artículo 6 del RGPD:',
          'No enviamos boletines ni publicidad, no tomamos decisiones sobre ti de forma automatizada y no elaboramos perfiles. Si algún día quisiéramos enviarte comunicaciones comerciales, antes te pediríamos tu consentimiento expreso, como exige la LSSI-CE.',
        ],
        bullets: [
          'Atender tu solicitud: confirmarte por correo que ha llegado (como mucho una vez al día por dirección y sin repetir lo que escribiste), preparar y enviarte el presupuesto, concertar una visita y hacer el seguimiento del presupuesto que pediste. Base: aplicación de medidas precontractuales a petición tuya (artículo 6.1.b). Los campos marcados como obligatorios son necesarios; sin ellos no podemos responderte.',
          'Si nos contratas, ejecutar el trabajo, facturarlo, gestionar las garantías y conservar los registros que exige la ley. Base: ejecución del contrato (artículo 6.1.b) y cumplimiento de nuestras obligaciones legales, como las fiscales y las de registro de instalaciones (artículo 6.1.c).',
          'Saber qué páginas y campañas nos traen consultas, con la página, la procedencia y los datos de campaña enviados con el formulario, solo de forma agregada. Base: nuestro interés legítimo en saber qué partes de la web resultan útiles (artículo 6.1.f); puedes oponerte en cualquier momento.',
          'Mantener la web segura y proteger los formularios frente al spam y los abusos, mediante los registros del servidor y límites de peticiones por dirección IP. Base: nuestro interés legítimo en la seguridad de nuestros sistemas (artículo 6.1.f).',
        ],
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo conservamos tus datos',
        paragraphs: [
          'Conservamos tus datos solo mientras los necesitamos para la finalidad para la que se recogieron y, después, durante los plazos que exige la ley:',
          'Cuando vence un plazo, suprimimos los datos o los anonimizamos para que ya no puedan vincularse contigo, por ejemplo en totales anuales de consultas por servicio.',
        ],
        bullets: [
          'Solicitudes de presupuesto y mensajes que no terminan en contrato: hasta 12 meses desde nuestro último contacto, para poder resolver dudas sobre el presupuesto, y después se suprimen.',
          'Datos de clientes: mientras duren el contrato y sus garantías y, después, durante los plazos legales, como seis años para la documentación contable según el Código de Comercio y cuatro años a efectos fiscales, más el tiempo necesario para atender posibles reclamaciones.',
          'Registros del servidor: un máximo de 30 días, salvo que los necesitemos para investigar un incidente de seguridad concreto.',
        ],
      },
      {
        id: 'recipients',
        heading: 'A quién comunicamos tus datos',
        paragraphs: [
          'No vendemos tus datos ni los cedemos a nadie para sus propios fines. Dentro de la empresa, solo pueden verlos las personas que necesitan atender tu solicitud o ejecutar tu trabajo. Fuera de ella, tus datos pueden llegar a:',
          'Nuestros proveedores de alojamiento y de correo electrónico actúan como encargados del tratamiento con contratos que cumplen el artículo 28 del RGPD: solo pueden usar tus datos siguiendo nuestras instrucciones y deben mantenerlos seguros y confidenciales. Si decides escribirnos por WhatsApp, tus mensajes pasan por ese servicio, que en la UE presta WhatsApp Ireland Limited con sus propias condiciones y política de privacidad.',
        ],
        bullets: [
          'Nuestro proveedor de alojamiento, que gestiona los servidores donde se guardan esta web y su base de datos.',
          'Nuestro proveedor de correo electrónico, que entrega a nuestro equipo el aviso de tu solicitud y a ti su confirmación y nuestras respuestas.',
          'El fabricante de tu equipo, solo si te haces cliente y hay que registrar o reclamar una garantía a tu nombre; te avisamos antes de hacerlo.',
          'Las administraciones públicas, los juzgados y la Agencia Tributaria, cuando la ley nos obligue a facilitarlos.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Transferencias internacionales',
        paragraphs: [
          'Elegimos proveedores que almacenan y tratan los datos dentro del Espacio Económico Europeo, de modo que tus datos no salen de él. Si eso cambiara, actualizaríamos antes esta política y solo recurriríamos a una decisión de adecuación de la Comisión Europea o a las cláusulas contractuales tipo aprobadas por ella.',
          'Los servicios que decides usar por tu cuenta, como WhatsApp o el mapa de Google de nuestra página de contacto, se rigen por las políticas de sus proveedores y pueden implicar transferencias fuera del EEE. En nuestra política de cookies te explicamos cómo funciona el mapa y por qué solo se carga cuando lo pides.',
        ],
        links: [{ to: 'cookiePolicy', label: 'Política de cookies' }],
      },
      {
        id: 'your-rights',
        heading: 'Tus derechos y cómo ejercerlos',
        paragraphs: [
          'La normativa de protección de datos te reconoce estos derechos sobre tus datos personales:',
          `Para ejercer cualquiera de ellos, escribe a ${BUSINESS.privacyEmail} o envía una carta con la referencia «Protección de datos» a ${BUSINESS.legalName}, ${postalAddress}. Indícanos qué derecho quieres ejercer y el correo o el teléfono que usaste en el formulario, para que podamos localizar tu solicitud. Solo te pediremos que acredites tu identidad si tenemos dudas razonables de que la petición venga de ti. Respondemos en el plazo de un mes, ampliable en otros dos si la solicitud es compleja, y el ejercicio de tus derechos es gratuito.`,
          'Si consideras que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid, www.aepd.es. Nos gustaría tener la oportunidad de resolverlo antes, pero no es necesario que nos contactes primero.',
        ],
        bullets: [
          'Acceso: saber si tratamos datos tuyos y recibir una copia.',
          'Rectificación: que corrijamos los datos inexactos o incompletos.',
          'Supresión: que borremos tus datos cuando ya no los necesitemos o retires tu solicitud.',
          'Oposición: que dejemos de usarlos para fines basados en nuestro interés legítimo, como las estadísticas de consultas.',
          'Limitación del tratamiento: que los conservemos sin usarlos mientras se resuelve una reclamación o una rectificación.',
          'Portabilidad: recibir los datos que nos diste en un formato estructurado y de uso común, o que se los enviemos a otra empresa.',
        ],
      },
      {
        id: 'security',
        heading: 'Cómo protegemos tus datos',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas adecuadas a los datos que tratamos:',
          'Si alguna vez una brecha de seguridad pusiera en riesgo tus datos, lo notificaríamos a la AEPD en un máximo de 72 horas y, si el riesgo para ti fuera alto, te avisaríamos directamente, como exige el RGPD.',
        ],
        bullets: [
          'La comunicación entre tu navegador y esta web va cifrada con HTTPS.',
          'Solo el personal autorizado puede ver las solicitudes, a través de un área de administración protegida con contraseña que limita los intentos de acceso.',
          'Nuestros formularios se protegen del spam sin servicios de captcha de terceros, así que ningún dato tuyo llega a Google ni a proveedores similares con ese fin.',
          'Recogemos solo lo necesario para responderte y lo suprimimos cuando vence el plazo de conservación.',
        ],
      },
      {
        id: 'minors-and-changes',
        heading: 'Menores, idiomas y cambios en esta política',
        paragraphs: [
          'Nuestros servicios se dirigen a personas adultas que poseen, alquilan o gestionan una vivienda o un local. Según la ley española, los menores de 14 años no pueden consentir el tratamiento de sus datos, así que si no has cumplido esa edad, pide a tu padre, madre o tutor que se ponga en contacto con nosotros.',
          'Actualizaremos esta política cuando cambien la ley o nuestra forma de trabajar; la fecha del principio indica la versión vigente y, si un cambio afecta a datos que ya nos has dado, te lo comunicaremos. Esta política se publica en español y en inglés; si ambas versiones no coincidieran, prevalece la española.',
        ],
        links: [
          { to: 'legalNotice', label: 'Aviso legal' },
          { to: 'cookiePolicy', label: 'Política de cookies' },
          { to: 'contact', label: 'Contacto' },
        ],
      },
    ],
  },
};

export default article;
