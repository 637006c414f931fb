import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "尊敬的{name}：",
  signOff: "艺术博览会申请办公室",
  accountsSignOff: "艺术博览会财务部",
  doNotShare: "任何拥有此链接的人都可以查看申请：请勿分享。",

  confirmationSubject: "已收到申请：{gallery}（{reference}）",
  confirmationReceived: "我们已收到{gallery}的申请。请保留此邮件作为回执。",
  labelled: "{label}：",
  followWithdraw: "您可以在申请的专属页面上跟进申请，如有需要也可撤回：",
  hearFromUs: "评选委员会开会后，我们将通过电子邮件通知您。",
  feeDue: "申请费应予支付：发票 {number}，{amount}，请于 {date} 前付款。",
  feeTransfer: "请转账至 {seller}，IBAN {iban}，并注明付款编号 {reference}。",
  feeOnPage: "发票（PDF 和电子发票）及付款方式见下方申请的专属页面。",

  linkSubject: "您的申请页面：{gallery}（{reference}）",
  linkAsked: "您申请获取{gallery}参加{edition}的申请页面链接：",
  linkKeepWorking: "任何拥有此链接的人都可以查看申请：请勿分享。之前发送的链接仍然有效。",
  linkIgnore: "如果这不是您的请求，请忽略此邮件。",

  changeSubject: "申请已修改：{gallery}（{reference}）",
  changeWhen:
    "{gallery}参加{edition}的申请已于{when}在其专属页面上修改。这是该申请的第 {version} 版，也是评选委员会审阅的版本。",
  whatChanged: "修改内容：",
  changeNamed: "{what}（{name}）",
  changeSectionTax: "税务信息",
  changeEntryAdded: "已添加{what}",
  changeEntryRemoved: "已删除{what}",
  changeMoved: "{what}已从第{from}位移至第{to}位",
  changeFileAdded: "{where}：已添加{file}",
  changeFileRemoved: "{where}：已删除{file}",
  changeFileReplaced: "{where}：{before}已替换为{after}",
  changeMore: "另有{count}处修改",
  nothingDiffers: "与上一版相比没有任何不同。",
  formerAddressTold: "今后我们将就此申请发信至此地址。{former} 是此前的联系地址；我们已将此修改告知该地址。",
  followChangeWithdraw: "您可以在申请的专属页面上跟进申请，如有需要也可修改或撤回：",
  doNotShareChange: "任何拥有此链接的人都可以查看和修改申请：请勿分享。",
  notYou: "如果此修改并非由您作出，请立即回复此邮件。",
  formerSubject: "联系地址已修改：{gallery}（{reference}）",
  formerWhen:
    "{gallery}参加{edition}的申请（编号 {reference}）已于{when}在其专属页面上修改，其联系地址现为 {address}。我们今后不会再就此申请发信至此地址。",
  formerNothingToDo: "如果此修改由画廊作出，您无需再做任何事。",
  formerIfNot:
    "如果并非如此，请立即写信至 {fair} 或回复此邮件，并注明上述编号：我们将与您一起核查。申请页面的链接今后不会再发送至此地址。",

  reminderSubject: "付款提醒：发票 {number}（{due}）",
  reminderDue: "我们开给{gallery}的发票 {number} 已于 {date} 到期，但我们尚未收到 {due}。",
  reminderIgnore: "如果您已在此期间付款，请忽略此提醒。",
  reminderTransfer: "请将 {due} 转账至 {seller}",
  reminderReference: "付款编号：{reference}",
  reminderOnPage: "发票（PDF 和电子发票）及付款方式见申请的专属页面：",
};
