// The words home and the services page share: the drawn pictures' (web/components/visuals) and the sample case studies, in Traditional Chinese (Taiwan): typed by the English part, so a missing key fails the typecheck.
import type { ShowcaseWords } from './showcase-en';

export const words: ShowcaseWords = {
  visuals: {
    dashboard: {
      title: '今日生產排程',
      client: '山織紡品',
      period: '11/14（四）',
      rows: [
        { part: '圍巾 × 120', machine: '織機 2', due: '15:00', status: '準時', state: 'ok' },
        { part: '毛毯 × 40', machine: '染整', due: '週五', status: '紗線 11:30 到貨', state: 'wait' },
        { part: '提袋 × 200', machine: '包裝', due: '09:00', status: '已出貨', state: 'done' },
      ],
    },
    chat: {
      name: '客服助理',
      online: '線上',
      question: '請問還能更改配送日期嗎？',
      answer: '可以，最晚在出貨前 24 小時修改：打開訂單並選擇新的日期即可。',
      source: '配送政策第 3 條',
    },
    flow: {
      title: '訂單自動化',
      live: '運作中',
      steps: [
        { title: '新訂單', detail: '網路商店' },
        { title: '開立發票', detail: '會計系統' },
        { title: '更新庫存', detail: '倉儲' },
        { title: '通知團隊', detail: '團隊群組' },
      ],
      lastRun: '2 分鐘前執行・無錯誤',
    },
  },
  services: {
    sampleCaseStudies: [
      {
        title: '精密零件廠的生產排程',
        description: '串接產線的排程系統，將排程規劃從數天縮短至數分鐘，生產時間減少 40%。',
        industry: '製造業',
        resultValue: '40%',
        resultLabel: '生產時間減少',
      },
      {
        title: '網路零售商的 AI 客服助理',
        description: '回答訂單、配送與退換貨問題的 AI 助理，75% 的例行詢問皆可自動處理。',
        industry: '電子商務',
        resultValue: '75%',
        resultLabel: '例行詢問自動處理',
      },
    ],
  },
};
