import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Heat Pump Water Heaters in Málaga | Costa Sol HVAC",
    "description": "Replace an electric or gas water heater with a heat pump water heater and cut the energy it uses by up to two thirds. Installed in a day, safe at 60 °C.",
    "heading": "Heat pump water heaters",
    "intro": [
      "A heat pump water heater uses the warmth of the surrounding air to heat a well-insulated tank. On the Costa del Sol it runs efficiently all year and cuts hot-water costs sharply compared with an electric boiler.",
      "We install units from 100 to 300 litres, programme a weekly 60 °C cycle against legionella, and can link the heater to your solar panels so daytime sunshine heats the water for free."
    ],
    "sections": []
  },
  "es": {
    "title": "Termos con bomba de calor en Málaga | Costa Sol HVAC",
    "description": "Cambia el termo eléctrico o de gas por uno con bomba de calor y reduce su consumo hasta en dos tercios. Instalación en un día y ciclo antilegionela a 60 °C.",
    "heading": "Calentadores de agua con bomba de calor",
    "intro": [
      "Un termo con bomba de calor aprovecha el calor del aire para calentar un depósito bien aislado. En la Costa del Sol funciona con buen rendimiento todo el año y abarata mucho el agua caliente frente a un termo eléctrico.",
      "Instalamos equipos de 100 a 300 litros, programamos un ciclo semanal a 60 °C contra la legionela y podemos conectarlo a tus placas solares para que el sol del mediodía caliente el agua gratis."
    ],
    "sections": []
  }
};

export default article;
