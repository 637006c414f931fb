import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition}：您的参展申请已获通过（{reference}）",
  acceptedBody:
    "尊敬的{contact}：\n\n您好！我们很高兴地通知您，评选委员会已通过{gallery}参加{edition}的申请。展位规格：{booth}。\n\n我们将在未来几周内向您寄送合同及相关实务信息。您可随时在以下页面查看申请内容及其状态：\n{status_link}\n\n此致\n敬礼\n\n艺博会评选委员会\n",
  waitlistedSubject: "{edition}：您的申请已列入候补名单（{reference}）",
  waitlistedBody:
    "尊敬的{contact}：\n\n您好！评选委员会已将{gallery}参加{edition}的申请列入候补名单。一旦有展位空出，我们将立即与您联系。\n\n您可随时在以下页面查看申请内容及其状态：\n{status_link}\n\n此致\n敬礼\n\n艺博会评选委员会\n",
  rejectedSubject: "{edition}：评选委员会对您申请的决定（{reference}）",
  rejectedBody:
    "尊敬的{contact}：\n\n您好！感谢{gallery}申请参加{edition}。我们很遗憾地通知您，评选委员会此次未能接受该申请：优秀申请的数量远远超过了可提供的展位。\n\n您仍可在以下页面查看您的申请：\n{status_link}\n\n期待今后再次收到您的参展申请。\n\n此致\n敬礼\n\n艺博会评选委员会\n",

  boothSmall: "小型",
  boothMedium: "中型",
  boothLarge: "大型",
  boothAllocated: "{size}（{label}，{hall}）",
};
