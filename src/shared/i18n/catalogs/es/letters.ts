import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition}: su solicitud ha sido aceptada ({reference})",
  acceptedBody:
    "Estimado/a {contact}:\n\nNos complace comunicarle que el comité de selección ha aceptado la solicitud de {gallery} para {edition}, con un stand {booth}.\n\nEn las próximas semanas le enviaremos el contrato y la información práctica. Puede consultar su solicitud y su estado en todo momento en esta página:\n{status_link}\n\nAtentamente,\nEl comité de selección de la feria\n",
  waitlistedSubject: "{edition}: su solicitud está en lista de espera ({reference})",
  waitlistedBody:
    "Estimado/a {contact}:\n\nEl comité de selección ha incluido la solicitud de {gallery} para {edition} en la lista de espera. Le escribiremos en cuanto quede libre un stand.\n\nPuede consultar su solicitud y su estado en todo momento en esta página:\n{status_link}\n\nAtentamente,\nEl comité de selección de la feria\n",
  rejectedSubject: "{edition}: decisión del comité sobre su solicitud ({reference})",
  rejectedBody:
    "Estimado/a {contact}:\n\nLe agradecemos la solicitud de {gallery} para {edition}. Lamentamos comunicarle que en esta ocasión el comité de selección no ha podido aceptarla; hubo muchas más solicitudes de gran calidad que stands disponibles.\n\nPuede seguir consultando su solicitud en esta página:\n{status_link}\n\nEsperamos recibir una solicitud suya para una próxima edición.\n\nAtentamente,\nEl comité de selección de la feria\n",

  boothSmall: "pequeño",
  boothMedium: "mediano",
  boothLarge: "grande",
  boothAllocated: "{size} ({label}, {hall})",
};
