import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "Buenos días, {name}:",
  signOff: "La oficina de solicitudes de la feria de arte",
  accountsSignOff: "El departamento de contabilidad de la feria de arte",
  doNotShare: "Cualquier persona con este enlace puede ver la solicitud: le rogamos que no lo comparta.",

  confirmationSubject: "Solicitud recibida: {gallery} ({reference})",
  confirmationReceived:
    "Hemos recibido la solicitud de {gallery}. Le rogamos que conserve este mensaje como acuse de recibo.",
  labelled: "{label}:",
  followWithdraw: "Puede seguir su solicitud, y retirarla si lo necesita, en su página privada:",
  hearFromUs: "Le escribiremos por correo electrónico cuando se haya reunido el comité de selección.",
  feeDue: "La tasa de solicitud está pendiente de pago: factura {number}, {amount}, pagadera hasta el {date}.",
  feeTransfer: "Le rogamos que la transfiera a {seller}, IBAN {iban}, con la referencia {reference}.",
  feeOnPage:
    "La factura (PDF y factura electrónica) y las formas de pago están en la página privada de su solicitud, más abajo.",

  linkSubject: "La página de su solicitud: {gallery} ({reference})",
  linkAsked: "Ha pedido el enlace a la página de la solicitud de {gallery} para {edition}:",
  linkKeepWorking:
    "Cualquier persona con este enlace puede ver la solicitud: le rogamos que no lo comparta. Los enlaces enviados antes siguen funcionando.",
  linkIgnore: "Si no lo ha pedido usted, puede ignorar este mensaje.",

  changeSubject: "Solicitud modificada: {gallery} ({reference})",
  changeWhen:
    "La solicitud de {gallery} para {edition} se modificó en su página privada el {when}. Esta es ahora la versión {version} de la solicitud, y la que lee el comité de selección.",
  whatChanged: "Qué ha cambiado:",
  changeNamed: "{what} ({name})",
  changeSectionTax: "Datos fiscales",
  changeEntryAdded: "Se ha añadido {what}",
  changeEntryRemoved: "Se ha eliminado {what}",
  changeMoved: "{what}: cambio de la posición {from} a la posición {to}",
  changeFileAdded: "{where}: se ha añadido {file}",
  changeFileRemoved: "{where}: se ha eliminado {file}",
  changeFileReplaced: "{where}: {before} sustituido por {after}",
  changeMore: "y {count} cambios más",
  nothingDiffers: "Nada difiere de la versión anterior.",
  formerAddressTold:
    "A partir de ahora escribiremos a esta dirección sobre la solicitud. {former} era hasta ahora su dirección de contacto; le hemos informado de este cambio.",
  followChangeWithdraw: "Puede seguir su solicitud, y modificarla o retirarla si lo necesita, en su página privada:",
  doNotShareChange:
    "Cualquier persona con este enlace puede ver y modificar la solicitud: le rogamos que no lo comparta.",
  notYou: "Si usted no ha hecho este cambio, le rogamos que responda a este mensaje de inmediato.",
  formerSubject: "Dirección de contacto modificada: {gallery} ({reference})",
  formerWhen:
    "La solicitud de {gallery} para {edition} (referencia {reference}) se modificó en su página privada el {when}, y su dirección de contacto es ahora {address}. Ya no escribiremos a esta dirección sobre ella.",
  formerNothingToDo: "Si la galería hizo este cambio, no tiene que hacer nada más.",
  formerIfNot:
    "Si no fue así, escríbanos de inmediato a {fair}, o responda a este mensaje, indicando la referencia anterior: lo revisaremos con usted. El enlace a la página de la solicitud ya no se envía a esta dirección.",

  reminderSubject: "Recordatorio de pago: factura {number} ({due})",
  reminderDue: "Nuestra factura {number} a {gallery} vencía el {date} y aún no hemos recibido {due}.",
  reminderIgnore: "Si ya ha realizado el pago, le rogamos que no tenga en cuenta este recordatorio.",
  reminderTransfer: "Le rogamos que transfiera {due} a {seller}",
  reminderReference: "Referencia: {reference}",
  reminderOnPage:
    "La factura (PDF y factura electrónica) y las formas de pago están en la página privada de su solicitud:",
};
