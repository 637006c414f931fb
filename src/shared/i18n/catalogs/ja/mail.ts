import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "{name} 様",
  signOff: "アートフェア 応募事務局",
  accountsSignOff: "アートフェア 経理担当",
  doNotShare: "このリンクを知っている人は誰でも応募内容を閲覧できます。他の方と共有しないでください。",

  confirmationSubject: "応募を受け付けました：{gallery}（{reference}）",
  confirmationReceived: "{gallery}のご応募を受け付けました。このメールは受付票として保管してください。",
  labelled: "{label}：",
  followWithdraw: "応募の状況は、非公開ページでご確認いただけます。必要な場合はそこから取り下げることもできます。",
  hearFromUs: "選考委員会の開催後、メールでご連絡いたします。",
  feeDue: "応募料のお支払いをお願いいたします：請求書{number}、{amount}、お支払期限{date}。",
  feeTransfer: "{seller}（IBAN {iban}）宛てに、照会番号{reference}を添えてお振込みください。",
  feeOnPage: "請求書（PDFおよび電子請求書）とお支払い方法は、下記の応募ページに掲載しています。",

  linkSubject: "ご応募のページ：{gallery}（{reference}）",
  linkAsked: "{edition}への{gallery}の応募ページへのリンクをご請求いただきました。",
  linkKeepWorking:
    "このリンクを知っている人は誰でも応募内容を閲覧できます。他の方と共有しないでください。以前にお送りしたリンクも引き続きご利用いただけます。",
  linkIgnore: "お心当たりのない場合は、このメールを破棄してください。",

  changeSubject: "応募内容が変更されました：{gallery}（{reference}）",
  changeWhen:
    "{edition}への{gallery}の応募内容が、{when}に非公開ページで変更されました。これが応募の第{version}版となり、選考委員会はこの内容を審査します。",
  whatChanged: "変更された項目：",
  changeNamed: "{what}（{name}）",
  changeSectionTax: "税務情報",
  changeEntryAdded: "{what}を追加",
  changeEntryRemoved: "{what}を削除",
  changeMoved: "{what}の順番を{from}番目から{to}番目に変更",
  changeFileAdded: "{where}：{file}を追加",
  changeFileRemoved: "{where}：{file}を削除",
  changeFileReplaced: "{where}：{before}を{after}に差し替え",
  changeMore: "ほか{count}件の変更",
  nothingDiffers: "前の版との違いはありません。",
  formerAddressTold:
    "今後、この応募に関するご連絡はこのアドレスにお送りします。これまでの連絡先は{former}でした。このアドレスにも変更をお知らせしました。",
  followChangeWithdraw:
    "応募の状況は、非公開ページでご確認いただけます。必要な場合はそこから変更や取り下げもできます。",
  doNotShareChange: "このリンクを知っている人は誰でも応募内容を閲覧・変更できます。他の方と共有しないでください。",
  notYou: "この変更にお心当たりのない場合は、すぐにこのメールにご返信ください。",
  formerSubject: "連絡先アドレスが変更されました：{gallery}（{reference}）",
  formerWhen:
    "{edition}への{gallery}の応募（受付番号{reference}）が{when}に非公開ページで変更され、連絡先アドレスが{address}になりました。今後、この応募についてこのアドレスにご連絡することはありません。",
  formerNothingToDo: "ギャラリーご自身による変更であれば、特にご対応いただく必要はありません。",
  formerIfNot:
    "お心当たりのない場合は、上記の受付番号を添えて、すぐに{fair}までご連絡いただくか、このメールにご返信ください。一緒に確認いたします。応募ページへのリンクは、今後このアドレスには送信されません。",

  reminderSubject: "お支払いのお願い：請求書{number}（{due}）",
  reminderDue: "{gallery}宛ての請求書{number}のお支払期限は{date}でしたが、{due}のご入金がまだ確認できておりません。",
  reminderIgnore: "行き違いでお支払いいただいている場合は、本状をご放念ください。",
  reminderTransfer: "{due}を{seller}宛てにお振込みください",
  reminderReference: "照会番号：{reference}",
  reminderOnPage: "請求書（PDFおよび電子請求書）とお支払い方法は、応募の非公開ページに掲載しています：",
};
