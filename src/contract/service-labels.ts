// What each service choice is called: in the contact form and the admin's message dialog (each dictionary takes its own
// language's file, so a visitor loads only that one) and in the notification email (the server takes both from here).
import type { Lang, ServiceChoice } from './constants';
import { SERVICE_LABELS_EN } from './service-labels-en';
import { SERVICE_LABELS_ZH } from './service-labels-zh';

export const SERVICE_LABELS: Record<Lang, Record<ServiceChoice, string>> = { en: SERVICE_LABELS_EN, zh: SERVICE_LABELS_ZH };
