import { BUSINESS, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const { address } = BUSINESS;
const postalAddress = `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`;

const article: Article = {
  kind: 'legal',
  updated: STATIC_PAGE_UPDATED.legalNotice,
  en: {
    title: 'Legal Notice | Costa Sol HVAC',
    description:
      'Company identification of Costa Sol HVAC under Spain’s LSSI-CE (Law 34/2002, article 10): legal name, tax number, address, registry and contact.',
    heading: 'Legal notice',
    intro: [
      'In compliance with article 10 of Spanish Law 34/2002 of 11 July on information society services and electronic commerce (LSSI-CE), this page identifies the owner of this website and sets out the conditions for using it.',
      'By browsing the website you accept these conditions. Please read them together with our privacy policy and cookie policy, which explain how we handle your data and what your browser stores.',
    ],
    sections: [
      {
        id: 'owner-identification',
        heading: 'Website owner',
        paragraphs: [`This website and the ${BUSINESS.brandWithTrade} brand belong to:`],
        bullets: [
          `Company name: ${BUSINESS.legalName}`,
          `Trade name: ${BUSINESS.brandWithTrade}`,
          `Tax number (NIF): ${BUSINESS.taxId}`,
          `Registered office: ${postalAddress}, Spain`,
          `Registry details: ${BUSINESS.registry}`,
          `E-mail: ${BUSINESS.email}`,
          `Telephone: ${BUSINESS.phone}`,
        ],
        links: [{ to: 'contact', label: 'Contact page' }],
      },
      {
        id: 'activity-and-qualifications',
        heading: 'Our activity and professional qualifications',
        paragraphs: [
          'We design, install, repair and maintain air conditioning, heat pumps, hot-water systems and solar photovoltaic installations in the province of Málaga. Thermal installations are carried out under the Regulation on Thermal Installations in Buildings (RITE, Royal Decree 1027/2007), work on refrigerant circuits is done by technicians holding fluorinated-gas certificates (Royal Decree 115/2017), and electrical and photovoltaic work follows the Low Voltage Electrotechnical Regulation (REBT).',
          'The registration details of the company as an installer with the competent authority of the Junta de Andalucía are stated in our quotes and are available on request at the e-mail address above.',
        ],
      },
      {
        id: 'purpose-of-the-website',
        heading: 'Purpose of the website',
        paragraphs: [
          'This website presents our services and the brands we work with, offers guides and tools for homeowners and businesses, and lets you request a quote or contact us by form, telephone or WhatsApp.',
          'The information on the website is general. Prices, savings, efficiency figures and incentive programmes mentioned are indicative: the price and conditions of any job are those set out in the written quote we send you after assessing your property, with VAT (IVA) stated. Results of the sizing calculator are estimates and do not replace a survey.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Sizing calculator' },
          { to: 'qa', label: 'Questions and answers' },
        ],
      },
      {
        id: 'terms-of-use',
        heading: 'Terms of use',
        paragraphs: ['You may browse the website freely and free of charge. When using it, you agree:'],
        bullets: [
          'To use it lawfully, in good faith and in line with these conditions.',
          'To give true information in the forms and not to submit other people’s data without their permission.',
          'Not to send spam, malicious code or content that is unlawful, offensive or infringes third-party rights.',
          'Not to attempt to access restricted areas, disrupt the service or extract content automatically in bulk.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual and industrial property',
        paragraphs: [
          `The texts, photographs, graphics, design, source code and other content of this website belong to ${BUSINESS.legalName} or are used under licence, and are protected by intellectual and industrial property law. You may view them and print or save them for personal use; any other reproduction, distribution or public communication requires our written permission.`,
          'Daikin, Mitsubishi Electric, Carrier, Trane, Lennox, Rheem and the other brand names mentioned are trademarks of their respective owners. We use them only to describe the equipment we install, repair or maintain; their mention does not imply sponsorship, endorsement or an official partnership unless we state so expressly.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We review the content of the website carefully and update it regularly, but we cannot guarantee that it is always complete or up to date, in particular regarding regulations and incentive programmes, which change often. Before making a decision, confirm the details that matter to you with us.',
          'We take reasonable measures to keep the website available and free of malicious code, but we are not liable for interruptions caused by maintenance, technical failures beyond our control or third-party attacks, nor for damage resulting from misuse of the website. Nothing in this notice limits the rights that consumer law gives you.',
        ],
      },
      {
        id: 'links',
        heading: 'Links to and from other websites',
        paragraphs: [
          'The website contains links to third-party sites, such as manufacturers, Google, WhatsApp and social networks. We do not control their content or their privacy practices and are not responsible for them; if we learn that a linked page holds unlawful content, we will remove the link promptly, as article 17 of the LSSI-CE provides.',
          'You may link to our home page or to any other page of this website, provided the link does not suggest a relationship that does not exist, does not reproduce our content as your own and does not display our pages inside frames of another website.',
        ],
      },
      {
        id: 'privacy-and-cookies',
        heading: 'Privacy and cookies',
        paragraphs: [
          'How we handle the personal data you send us, and what our website stores in your browser, is explained in our privacy policy and our cookie policy.',
        ],
        links: [
          { to: 'privacyPolicy', label: 'Privacy policy' },
          { to: 'cookiePolicy', label: 'Cookie policy' },
        ],
      },
      {
        id: 'applicable-law',
        heading: 'Applicable law, courts and complaints',
        paragraphs: [
          'These conditions are governed by Spanish law. Any dispute about the website will be submitted to the courts of Málaga, except where you act as a consumer, in which case you may go to the courts of your place of residence, as consumer law provides.',
          'If you are a consumer, official complaint forms (hojas de quejas y reclamaciones) of the Junta de Andalucía are available at our premises and on request. This notice is published in Spanish and English; if the two versions ever differ, the Spanish version prevails.',
        ],
      },
    ],
  },
  es: {
    title: 'Aviso legal | Costa Sol HVAC',
    description:
      'Datos identificativos de Costa Sol HVAC según la LSSI-CE (Ley 34/2002, artículo 10): denominación social, NIF, domicilio, registro y contacto.',
    heading: 'Aviso legal',
    intro: [
      'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), esta página identifica al titular de este sitio web y establece las condiciones para usarlo.',
      'Al navegar por la web aceptas estas condiciones. Te recomendamos leerlas junto con nuestra política de privacidad y nuestra política de cookies, donde explicamos cómo tratamos tus datos y qué se guarda en tu navegador.',
    ],
    sections: [
      {
        id: 'owner-identification',
        heading: 'Titular del sitio web',
        paragraphs: [`Este sitio web y la marca ${BUSINESS.brandWithTrade} pertenecen a:`],
        bullets: [
          `Denominación social: ${BUSINESS.legalName}`,
          `Nombre comercial: ${BUSINESS.brandWithTrade}`,
          `NIF: ${BUSINESS.taxId}`,
          `Domicilio social: ${postalAddress}, España`,
          `Datos registrales: ${BUSINESS.registry}`,
          `Correo electrónico: ${BUSINESS.email}`,
          `Teléfono: ${BUSINESS.phone}`,
        ],
        links: [{ to: 'contact', label: 'Página de contacto' }],
      },
      {
        id: 'activity-and-qualifications',
        heading: 'Nuestra actividad y habilitaciones profesionales',
        paragraphs: [
          'Diseñamos, instalamos, reparamos y mantenemos aire acondicionado, bombas de calor, sistemas de agua caliente e instalaciones solares fotovoltaicas en la provincia de Málaga. Las instalaciones térmicas se ejecutan conforme al Reglamento de Instalaciones Térmicas en los Edificios (RITE, Real Decreto 1027/2007), los trabajos en circuitos frigoríficos los realizan técnicos con certificado de manipulación de gases fluorados (Real Decreto 115/2017) y los trabajos eléctricos y fotovoltaicos siguen el Reglamento Electrotécnico para Baja Tensión (REBT).',
          'Los datos de inscripción de la empresa como instaladora ante el órgano competente de la Junta de Andalucía figuran en nuestros presupuestos y están a tu disposición si los pides en el correo indicado arriba.',
        ],
      },
      {
        id: 'purpose-of-the-website',
        heading: 'Finalidad del sitio web',
        paragraphs: [
          'Esta web presenta nuestros servicios y las marcas con las que trabajamos, ofrece guías y herramientas para particulares y empresas y te permite pedir presupuesto o contactar con nosotros por formulario, teléfono o WhatsApp.',
          'La información de la web es de carácter general. Los precios, ahorros, rendimientos y programas de ayudas que se mencionan son orientativos: el precio y las condiciones de cada trabajo son los que figuran en el presupuesto escrito que te enviamos tras valorar tu vivienda o local, con el IVA indicado. Los resultados de la calculadora de potencia son estimaciones y no sustituyen a una visita técnica.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Calculadora de potencia' },
          { to: 'qa', label: 'Preguntas y respuestas' },
        ],
      },
      {
        id: 'terms-of-use',
        heading: 'Condiciones de uso',
        paragraphs: ['Puedes navegar por la web libremente y de forma gratuita. Al usarla te comprometes a:'],
        bullets: [
          'Utilizarla de forma lícita, de buena fe y conforme a estas condiciones.',
          'Facilitar información veraz en los formularios y no enviar datos de otras personas sin su permiso.',
          'No enviar spam, código malicioso ni contenidos ilícitos, ofensivos o que vulneren derechos de terceros.',
          'No intentar acceder a zonas restringidas, alterar el servicio ni extraer contenidos de forma automatizada y masiva.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propiedad intelectual e industrial',
        paragraphs: [
          `Los textos, fotografías, gráficos, diseño, código fuente y demás contenidos de esta web pertenecen a ${BUSINESS.legalName} o se usan con licencia, y están protegidos por la normativa de propiedad intelectual e industrial. Puedes consultarlos e imprimirlos o guardarlos para uso personal; cualquier otra reproducción, distribución o comunicación pública requiere nuestro permiso por escrito.`,
          'Daikin, Mitsubishi Electric, Carrier, Trane, Lennox, Rheem y las demás marcas citadas pertenecen a sus respectivos titulares. Las usamos solo para describir los equipos que instalamos, reparamos o mantenemos; su mención no implica patrocinio, respaldo ni acuerdo oficial, salvo que lo indiquemos expresamente.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidad',
        paragraphs: [
          'Revisamos con cuidado los contenidos de la web y los actualizamos con regularidad, pero no podemos garantizar que estén siempre completos y al día, sobre todo en lo relativo a normativa y programas de ayudas, que cambian a menudo. Antes de tomar una decisión, confirma con nosotros los datos que te importen.',
          'Adoptamos medidas razonables para que la web esté disponible y libre de código malicioso, pero no respondemos de las interrupciones debidas a mantenimiento, fallos técnicos ajenos a nuestro control o ataques de terceros, ni de los daños derivados de un mal uso de la web. Nada de lo dispuesto en este aviso limita los derechos que te reconoce la normativa de consumo.',
        ],
      },
      {
        id: 'links',
        heading: 'Enlaces a otras webs y desde ellas',
        paragraphs: [
          'La web contiene enlaces a sitios de terceros, como fabricantes, Google, WhatsApp y redes sociales. No controlamos sus contenidos ni sus prácticas de privacidad y no respondemos de ellos; si sabemos que una página enlazada contiene información ilícita, retiraremos el enlace con diligencia, como prevé el artículo 17 de la LSSI-CE.',
          'Puedes enlazar nuestra página de inicio o cualquier otra página de esta web, siempre que el enlace no dé a entender una relación que no existe, no presente nuestros contenidos como propios y no muestre nuestras páginas dentro de marcos de otra web.',
        ],
      },
      {
        id: 'privacy-and-cookies',
        heading: 'Privacidad y cookies',
        paragraphs: [
          'Cómo tratamos los datos personales que nos envías y qué guarda nuestra web en tu navegador lo explicamos en nuestra política de privacidad y en nuestra política de cookies.',
        ],
        links: [
          { to: 'privacyPolicy', label: 'Política de privacidad' },
          { to: 'cookiePolicy', label: 'Política de cookies' },
        ],
      },
      {
        id: 'applicable-law',
        heading: 'Legislación aplicable, tribunales y reclamaciones',
        paragraphs: [
          'Estas condiciones se rigen por la legislación española. Cualquier controversia relativa a la web se someterá a los juzgados y tribunales de Málaga, salvo que actúes como consumidor, en cuyo caso podrás acudir a los de tu domicilio, como prevé la normativa de consumo.',
          'Si eres consumidor, tienes a tu disposición hojas de quejas y reclamaciones oficiales de la Junta de Andalucía en nuestras instalaciones y si nos las pides. Este aviso se publica en español y en inglés; si ambas versiones no coincidieran, prevalece la española.',
        ],
      },
    ],
  },
};

export default article;
