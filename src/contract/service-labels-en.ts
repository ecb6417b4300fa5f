// What each service choice is called in English (service-labels.ts joins both languages for the server).
export const SERVICE_LABELS_EN = {
  custom_software: 'Custom software',
  automation: 'Automation',
  ai_assistant: 'AI assistant',
  other: 'Other',
};
