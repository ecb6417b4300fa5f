// 管理後台回覆訊息的用語（決策 0106）：以英文版為型別，缺少的翻譯會讓型別檢查失敗。
import type { InboxWords } from './inbox-en';

export const inboxZh: InboxWords = {
  states: { new: '新訊息', replied: '已回覆', closed: '已結案' },
  replyStates: { queued: '排隊中', sent: '已寄出', retrying: '重試中', failed: '寄送失敗' },
  exportState: {
    new: { one: '匯出 {{count}} 則新訊息', other: '匯出 {{count}} 則新訊息' },
    replied: { one: '匯出 {{count}} 則已回覆的訊息', other: '匯出 {{count}} 則已回覆的訊息' },
    closed: { one: '匯出 {{count}} 則已結案的訊息', other: '匯出 {{count}} 則已結案的訊息' },
  },
  exportEveryState: { new: '匯出所有新訊息', replied: '匯出所有已回覆的訊息', closed: '匯出所有已結案的訊息' },
  exportFoundState: {
    new: { one: '匯出 {{count}} 則符合「{{q}}」的新訊息', other: '匯出 {{count}} 則符合「{{q}}」的新訊息' },
    replied: { one: '匯出 {{count}} 則符合「{{q}}」且已回覆的訊息', other: '匯出 {{count}} 則符合「{{q}}」且已回覆的訊息' },
    closed: { one: '匯出 {{count}} 則符合「{{q}}」且已結案的訊息', other: '匯出 {{count}} 則符合「{{q}}」且已結案的訊息' },
  },
  exportEveryFoundState: {
    new: '匯出所有符合「{{q}}」的新訊息',
    replied: '匯出所有符合「{{q}}」且已回覆的訊息',
    closed: '匯出所有符合「{{q}}」且已結案的訊息',
  },
  stateLabel: '處理狀態',
  stateSet: { new: '已設為新訊息', replied: '已標為已回覆', closed: '已結案' },
  composer: {
    title: '回覆',
    in: '以{{language}}撰寫，與 {{name}} 來信相同；由 {{from}} 寄出，對方回信會寄到 {{replyTo}}。',
    inNoReplyTo: '以{{language}}撰寫，與 {{name}} 來信相同；由 {{from}} 寄出。',
    subject: '主旨',
    body: '回覆內容',
    send: '寄出回覆',
    sending: '寄送中…',
    queued: '回覆正寄往 {{email}}',
    mailApp: '用郵件程式回覆',
    failed: '無法寄出回覆',
    over: '{{count}} / {{max}} 字：請縮短回覆後再寄出。',
  },
  sent: {
    title: '已寄出的回覆',
    queued: '等待寄送',
    sent: '已於{{date}}寄出',
    retrying: '尚未寄出：郵件伺服器回覆「{{error}}」。將於{{date}}再試。',
    failed: '未能寄出：郵件伺服器回覆「{{error}}」。',
    retry: '再試一次',
    retried: '已重新排入寄送',
    retryFailed: '無法重新排入寄送',
    to: '寄給 {{email}}',
  },
  note: {
    label: '私人備註',
    hint: '只有您看得到，不會寄給對方。',
    save: '儲存備註',
    saved: '備註已儲存',
    failed: '無法儲存備註',
  },
};
