import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "(obligatorio)",
  sendFailed: "No se ha podido enviar su solicitud. Todo lo que ha introducido sigue aquí; vuelva a intentarlo.",
  serverSaid: "Respuesta del servidor: {message}",
  pictureFileMissing: "Imagen de la galería {n}: elija una imagen.",
  artistLimitReached: "Ha añadido el máximo de {max} artistas.",
  artworkLimitReached: "Este artista tiene el máximo de {max} obras.",
  pictureLimitReached: "Ha añadido el máximo de {max} imágenes de la galería.",
  confirmRemoveArtist:
    "¿Eliminar al artista {n}{named, select, yes { ({name})} other {}} y todo lo introducido sobre él, obras incluidas?",
  confirmRemoveArtwork: "¿Eliminar la obra {m}{named, select, yes { («{title}»)} other {}} del artista {n}?",
  confirmRemovePicture: "¿Eliminar la imagen de la galería {n} y sus datos?",
  showArtworks: "{count, plural, one {Mostrar la obra del artista {n}} other {Mostrar las # obras del artista {n}}}",
  hideArtworks: "Ocultar las obras del artista {n}",
  foldedArtworks:
    "{count, plural, one {# obra plegada} other {# obras plegadas}} para que este formulario largo siga siendo rápido.",
  foldedArtworksWithErrors:
    "{count, plural, one {# obra plegada} other {# obras plegadas}}. Algunas requieren su atención: muéstrelas para ver qué corregir.",
  characterCountShort: "{count} de al menos {min} caracteres",
  characterCountEnough: "{count} caracteres, suficiente",

  sessionEndedTitle: "Su sesión ha finalizado",
  sessionEndedSaved:
    "No se ha enviado nada. Todo lo que ha introducido, archivos incluidos, está guardado en este navegador: vuelva a cargar la página y responda OK cuando se le pregunte si desea cargarlo, y todo volverá.",
  sessionEndedNotSaved:
    "No se ha enviado nada. Este navegador no ha podido guardar una copia de lo que ha introducido: copie lo que necesite antes de volver a cargar la página.",
  reload: "Volver a cargar la página",
  connectionLost: "Se ha perdido la conexión con el servidor; reintentando…",
  leavingWhileSending:
    "Permanezca en esta página hasta que termine el envío. Si la abandona, el envío se detiene; lo que ha introducido, archivos incluidos, queda guardado en este navegador y se le ofrecerá de nuevo en su próxima visita.",
  keptHere: "Todo lo que ha introducido sigue aquí.",
  changedElsewhereTitle: "Esta solicitud se ha modificado en otro lugar",
  changedElsewhere:
    "Desde que se abrió esta página se ha guardado la versión {version}, en otra ventana o por otra persona con su enlace. Un envío desde esta página sería rechazado para no deshacer ese cambio. Lo que ha escrito aquí no está guardado: abra su página de estado en una pestaña nueva para ver la versión guardada, copie lo que necesite de esta página y después vuelva a cargarla.",
  openStatusPage: "Abrir su página de estado en una pestaña nueva",
  changedElsewhereShort:
    "Modificada en otro lugar desde que se abrió esta página: un envío desde aquí sería rechazado.",
  whatToDo: "Qué hacer",
};
