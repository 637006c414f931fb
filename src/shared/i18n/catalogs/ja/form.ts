import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "（必須）",
  sendFailed: "応募を送信できませんでした。入力内容はすべてそのまま残っています。もう一度お試しください。",
  serverSaid: "サーバーからの応答：{message}",
  pictureFileMissing: "ギャラリー写真{n}：画像を選択してください。",
  artistLimitReached: "アーティストは上限の{max}名まで追加済みです。",
  artworkLimitReached: "このアーティストの作品は上限の{max}点に達しています。",
  pictureLimitReached: "ギャラリー写真は上限の{max}枚まで追加済みです。",
  confirmRemoveArtist:
    "アーティスト{n}{named, select, yes {（{name}）} other {}}と、作品を含むすべての入力内容を削除しますか？",
  confirmRemoveArtwork: "アーティスト{n}の作品{m}{named, select, yes {（「{title}」）} other {}}を削除しますか？",
  confirmRemovePicture: "ギャラリー写真{n}とその情報を削除しますか？",
  showArtworks: "{count, plural, other {アーティスト{n}の作品（#点）を表示}}",
  hideArtworks: "アーティスト{n}の作品を非表示",
  foldedArtworks: "{count, plural, other {#点の作品}}を折りたたんでいます（長いフォームを軽快に保つため）。",
  foldedArtworksWithErrors:
    "{count, plural, other {#点の作品}}を折りたたんでいます。確認が必要な作品があります。表示して修正箇所をご確認ください。",
  characterCountShort: "{count}文字（{min}文字以上必要）",
  characterCountEnough: "{count}文字（十分です）",

  sessionEndedTitle: "セッションが終了しました",
  sessionEndedSaved:
    "何も送信されていません。ファイルを含む入力内容はすべてこのブラウザに保存されています。ページを再読み込みし、読み込むかどうか尋ねられたらOKを選ぶと、すべて元に戻ります。",
  sessionEndedNotSaved:
    "何も送信されていません。このブラウザには入力内容のコピーを保存できませんでした。ページを再読み込みする前に、必要な内容をコピーしてください。",
  reload: "ページを再読み込み",
  connectionLost: "サーバーとの接続が切れました。再試行しています…",
  leavingWhileSending:
    "送信が終わるまでこのページにとどまってください。ページを離れると送信は中止されます。ファイルを含む入力内容はこのブラウザに保存され、次回の訪問時に再び表示されます。",
  keptHere: "入力内容はすべてそのまま残っています。",
  changedElsewhereTitle: "この応募は別の場所で変更されました",
  changedElsewhere:
    "このページを開いた後、別のウィンドウで、またはあなたのリンクを持つ別の方によって、バージョン{version}が保存されました。その変更を取り消さないよう、このページからの送信はお受けできません。ここで入力した内容は保存されていません。新しいタブでステータスページを開いて保存済みの内容を確認し、必要な内容をこのページからコピーしてから、再読み込みしてください。",
  openStatusPage: "新しいタブでステータスページを開く",
  changedElsewhereShort: "このページを開いた後に別の場所で変更されました。ここからの送信はお受けできません。",
  whatToDo: "対処方法",
};
