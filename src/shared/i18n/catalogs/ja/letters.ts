import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition}：出展決定のお知らせ（{reference}）",
  acceptedBody:
    "{contact} 様\n\nこのたびは{gallery}様より{edition}へお申し込みいただき、誠にありがとうございます。\n選考委員会による審査の結果、貴ギャラリーの出展が決定いたしましたので、お知らせいたします。ブースは{booth}です。\n\n契約書および実務的なご案内は、数週間以内にお送りいたします。お申し込みの内容と現在の状況は、引き続き以下のページでご確認いただけます。\n{status_link}\n\n今後ともどうぞよろしくお願い申し上げます。\n\nアートフェア選考委員会\n",
  waitlistedSubject: "{edition}：お申し込みはキャンセル待ちとなりました（{reference}）",
  waitlistedBody:
    "{contact} 様\n\nこのたびは{gallery}様より{edition}へお申し込みいただき、誠にありがとうございます。\n選考委員会による審査の結果、お申し込みはキャンセル待ちとさせていただくこととなりました。ブースに空きが出ましたら、すぐにご連絡いたします。\n\nお申し込みの内容と現在の状況は、引き続き以下のページでご確認いただけます。\n{status_link}\n\n何卒よろしくお願い申し上げます。\n\nアートフェア選考委員会\n",
  rejectedSubject: "{edition}：選考結果のお知らせ（{reference}）",
  rejectedBody:
    "{contact} 様\n\nこのたびは{gallery}様より{edition}へお申し込みいただき、誠にありがとうございました。\n選考委員会にて慎重に審査いたしました結果、誠に残念ながら、今回はお申し込みをお受けすることができませんでした。ブースの数を大きく上回る優れたお申し込みをいただいたためです。何卒ご了承くださいますようお願い申し上げます。\n\nお申し込みの内容は、引き続き以下のページでご確認いただけます。\n{status_link}\n\n次回以降のお申し込みを心よりお待ちしております。\n\nアートフェア選考委員会\n",

  boothSmall: "小サイズ",
  boothMedium: "中サイズ",
  boothLarge: "大サイズ",
  boothAllocated: "{size}（{label}、{hall}）",
};
