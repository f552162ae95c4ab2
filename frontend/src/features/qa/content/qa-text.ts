import type { Language } from '@costa-sol/common';

export const qaText = {
  en: {
    home: 'Home',
    indexTitle: 'HVAC & Solar Questions and Answers',
    indexDescription:
      'Straight answers on air conditioning, heat pumps, solar panels, maintenance, costs and incentives on the Costa del Sol, from our installers.',
    indexHeading: 'Questions and answers',
    indexIntro: 'Answers from our installers to the questions Costa del Sol homeowners ask us most, grouped by topic.',
    questions: (count: number) => `${count} question${count === 1 ? '' : 's'}`,
    categoryTitle: (name: string) => `${name}: questions and answers`,
    categoryDescription: (name: string, count: number, brand: string) =>
      `${count} answers from ${brand} installers about ${name.toLowerCase()} on the Costa del Sol and in Málaga. Read them, then ask us anything.`,
    updated: 'Updated',
    stillQuestions: 'Still have a question?',
    contactCta: 'Ask our team',
    backToCategory: (name: string) => `More questions about ${name}`,
  },
  es: {
    home: 'Inicio',
    indexTitle: 'Preguntas sobre climatización y solar',
    indexDescription:
      'Respuestas claras sobre aire acondicionado, aerotermia, placas solares, mantenimiento, costes y ayudas en la Costa del Sol, de nuestros instaladores.',
    indexHeading: 'Preguntas y respuestas',
    indexIntro:
      'Nuestros instaladores responden a las preguntas que más nos hacen los propietarios de la Costa del Sol, agrupadas por tema.',
    questions: (count: number) => `${count} pregunta${count === 1 ? '' : 's'}`,
    categoryTitle: (name: string) => `${name}: preguntas y respuestas`,
    categoryDescription: (name: string, count: number, brand: string) =>
      `${count} respuestas de los instaladores de ${brand} sobre ${name.toLowerCase()} en la Costa del Sol y Málaga. Léelas y pregúntanos lo que necesites.`,
    updated: 'Actualizado',
    stillQuestions: '¿Te queda alguna duda?',
    contactCta: 'Pregunta a nuestro equipo',
    backToCategory: (name: string) => `Más preguntas sobre ${name}`,
  },
} satisfies Record<Language, unknown>;
