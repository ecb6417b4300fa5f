// What each service choice is called in Traditional Chinese (service-labels.ts joins both languages for the server).
export const SERVICE_LABELS_ZH = { custom_software: '客製化軟體', automation: '自動化', ai_assistant: 'AI 助理', other: '其他' };
