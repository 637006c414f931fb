import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "（必填）",
  sendFailed: "您的申请未能发送。您填写的所有内容仍保留在此；请重试。",
  serverSaid: "服务器返回：{message}",
  pictureFileMissing: "画廊图片{n}：请选择一张图片。",
  artistLimitReached: "您已添加最多{max}位艺术家。",
  artworkLimitReached: "该艺术家已达到最多{max}件作品。",
  pictureLimitReached: "您已添加最多{max}张画廊图片。",
  confirmRemoveArtist: "要删除艺术家{n}{named, select, yes {（{name}）} other {}}及其所有信息（包括作品）吗？",
  confirmRemoveArtwork: "要删除艺术家{n}的作品{m}{named, select, yes {（“{title}”）} other {}}吗？",
  confirmRemovePicture: "要删除画廊图片{n}及其信息吗？",
  showArtworks: "{count, plural, other {显示艺术家{n}的作品（#件）}}",
  hideArtworks: "隐藏艺术家{n}的作品",
  foldedArtworks: "{count, plural, other {#件作品}}已折叠，以保持这份长表单的流畅。",
  foldedArtworksWithErrors: "{count, plural, other {#件作品}}已折叠。其中部分需要处理：请展开查看需要修改之处。",
  characterCountShort: "{count}个字符，至少需要{min}个",
  characterCountEnough: "{count}个字符，已足够",

  sessionEndedTitle: "您的会话已结束",
  sessionEndedSaved:
    "未发送任何内容。您填写的所有内容（包括文件）已保存在此浏览器中：请刷新页面，在询问是否加载时选择“确定”，所有内容即可恢复。",
  sessionEndedNotSaved: "未发送任何内容。此浏览器无法保存您填写内容的副本：请在刷新页面前复制您需要的内容。",
  reload: "刷新页面",
  connectionLost: "与服务器的连接已断开，正在重试…",
  leavingWhileSending:
    "请在发送完成前停留在此页面。如果离开，发送将中止；您填写的内容（包括文件）仍保存在此浏览器中，下次访问时会再次提供。",
  keptHere: "您填写的所有内容仍保留在此。",
  changedElsewhereTitle: "此申请已在别处被修改",
  changedElsewhere:
    "自本页面打开以来，版本{version}已在另一个窗口中或由持有您链接的其他人保存。为避免撤销该修改，从本页面发送将被拒绝。您在此处输入的内容尚未保存：请在新标签页中打开您的状态页面查看已保存的版本，从本页面复制您需要的内容，然后刷新本页面。",
  openStatusPage: "在新标签页中打开您的状态页面",
  changedElsewhereShort: "本页面打开后已在别处被修改：从此处发送将被拒绝。",
  whatToDo: "如何处理",
};
