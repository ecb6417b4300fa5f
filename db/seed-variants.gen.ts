// Written by `npm run seed:variants` (scripts/seed-variants.ts, decision 0226) with the packs in
// db/seed-screens/variants/. Do not edit: run the script again after the pictures or the variants change.
import harborlineRoutesDark from './seed-screens/variants/harborline-routes-dark.variants' with { type: 'file' };
import harborlineRoutesZhDark from './seed-screens/variants/harborline-routes-zh-dark.variants' with { type: 'file' };
import harborlineRoutesZh from './seed-screens/variants/harborline-routes-zh.variants' with { type: 'file' };
import harborlineRoutes from './seed-screens/variants/harborline-routes.variants' with { type: 'file' };
import harborlineTodayDark from './seed-screens/variants/harborline-today-dark.variants' with { type: 'file' };
import harborlineTodayZhDark from './seed-screens/variants/harborline-today-zh-dark.variants' with { type: 'file' };
import harborlineTodayZh from './seed-screens/variants/harborline-today-zh.variants' with { type: 'file' };
import harborlineToday from './seed-screens/variants/harborline-today.variants' with { type: 'file' };
import jadeportChatDark from './seed-screens/variants/jadeport-chat-dark.variants' with { type: 'file' };
import jadeportChatZhDark from './seed-screens/variants/jadeport-chat-zh-dark.variants' with { type: 'file' };
import jadeportChatZh from './seed-screens/variants/jadeport-chat-zh.variants' with { type: 'file' };
import jadeportChat from './seed-screens/variants/jadeport-chat.variants' with { type: 'file' };
import jadeportDashboardDark from './seed-screens/variants/jadeport-dashboard-dark.variants' with { type: 'file' };
import jadeportDashboardZhDark from './seed-screens/variants/jadeport-dashboard-zh-dark.variants' with { type: 'file' };
import jadeportDashboardZh from './seed-screens/variants/jadeport-dashboard-zh.variants' with { type: 'file' };
import jadeportDashboard from './seed-screens/variants/jadeport-dashboard.variants' with { type: 'file' };
import journalInvoiceDark from './seed-screens/variants/journal-invoice-dark.variants' with { type: 'file' };
import journalInvoiceZhDark from './seed-screens/variants/journal-invoice-zh-dark.variants' with { type: 'file' };
import journalInvoiceZh from './seed-screens/variants/journal-invoice-zh.variants' with { type: 'file' };
import journalInvoice from './seed-screens/variants/journal-invoice.variants' with { type: 'file' };
import journalMaintenanceDark from './seed-screens/variants/journal-maintenance-dark.variants' with { type: 'file' };
import journalMaintenanceZhDark from './seed-screens/variants/journal-maintenance-zh-dark.variants' with { type: 'file' };
import journalMaintenanceZh from './seed-screens/variants/journal-maintenance-zh.variants' with { type: 'file' };
import journalMaintenance from './seed-screens/variants/journal-maintenance.variants' with { type: 'file' };
import journalManualDark from './seed-screens/variants/journal-manual-dark.variants' with { type: 'file' };
import journalManualZhDark from './seed-screens/variants/journal-manual-zh-dark.variants' with { type: 'file' };
import journalManualZh from './seed-screens/variants/journal-manual-zh.variants' with { type: 'file' };
import journalManual from './seed-screens/variants/journal-manual.variants' with { type: 'file' };
import journalScopeDark from './seed-screens/variants/journal-scope-dark.variants' with { type: 'file' };
import journalScopeZhDark from './seed-screens/variants/journal-scope-zh-dark.variants' with { type: 'file' };
import journalScopeZh from './seed-screens/variants/journal-scope-zh.variants' with { type: 'file' };
import journalScope from './seed-screens/variants/journal-scope.variants' with { type: 'file' };
import journalSpreadsheetDark from './seed-screens/variants/journal-spreadsheet-dark.variants' with { type: 'file' };
import journalSpreadsheetZhDark from './seed-screens/variants/journal-spreadsheet-zh-dark.variants' with { type: 'file' };
import journalSpreadsheetZh from './seed-screens/variants/journal-spreadsheet-zh.variants' with { type: 'file' };
import journalSpreadsheet from './seed-screens/variants/journal-spreadsheet.variants' with { type: 'file' };
import kestrelBoardDark from './seed-screens/variants/kestrel-board-dark.variants' with { type: 'file' };
import kestrelBoardZhDark from './seed-screens/variants/kestrel-board-zh-dark.variants' with { type: 'file' };
import kestrelBoardZh from './seed-screens/variants/kestrel-board-zh.variants' with { type: 'file' };
import kestrelBoard from './seed-screens/variants/kestrel-board.variants' with { type: 'file' };
import kestrelOrderDark from './seed-screens/variants/kestrel-order-dark.variants' with { type: 'file' };
import kestrelOrderZhDark from './seed-screens/variants/kestrel-order-zh-dark.variants' with { type: 'file' };
import kestrelOrderZh from './seed-screens/variants/kestrel-order-zh.variants' with { type: 'file' };
import kestrelOrder from './seed-screens/variants/kestrel-order.variants' with { type: 'file' };

/** The seed's drawn pictures' made variants by the SHA-256 of the picture: its name, and its pack (a file path). */
export const SEED_VARIANTS: Record<string, { name: string; file: string }> = {
  '76138f0977a614770be027630e370ecce4e1aee91a7ba1490a00369b95b4040d': { name: 'harborline-routes-dark', file: harborlineRoutesDark },
  'e820dfa260c1a534844a59bc020965fc979eabc5f0efafebb7f41f6498c09ee5': { name: 'harborline-routes-zh-dark', file: harborlineRoutesZhDark },
  '6abd6b7cc145658ca7b89887a4edf3bece66a02847ed2105487cd778662552ce': { name: 'harborline-routes-zh', file: harborlineRoutesZh },
  '77176b8ea1c76285c79ff90b39bfa3ff7590ffce3c066f045ca76a3eb392eca0': { name: 'harborline-routes', file: harborlineRoutes },
  'aa30189f4a32ddc654168b11950c1908e8f42b9963f1f7cfb4ff5677293dbf8b': { name: 'harborline-today-dark', file: harborlineTodayDark },
  '77463d6afe9af71804951cb3bb7ba275dd256278f0da0562f1449088068eec70': { name: 'harborline-today-zh-dark', file: harborlineTodayZhDark },
  '64b067fca2ad33902e8c3f5ea55798aaac3fab2aeacb6ce3b192871f5344d8d4': { name: 'harborline-today-zh', file: harborlineTodayZh },
  '31d6eb73848623eab191bf301fbdb27c89ac554826f96485da96e19079c23be9': { name: 'harborline-today', file: harborlineToday },
  '36c1e5b2f5987950a5af5caf0048be8f0a9f20124bc4bcb0e6e108c258324024': { name: 'jadeport-chat-dark', file: jadeportChatDark },
  '0438b7e20734d562c38c21297055e55b32040d19d4d38de711c5e491b0bac7be': { name: 'jadeport-chat-zh-dark', file: jadeportChatZhDark },
  '1f8147532cba6b9c54edf22520bf9318818e710572f42ce4f0afc97e1c51d071': { name: 'jadeport-chat-zh', file: jadeportChatZh },
  '878a0f3223f846d0286db1dd8424d6172972919b16c7b814104277b18c00e1b3': { name: 'jadeport-chat', file: jadeportChat },
  '638b0208e71ae781e44bbc532b338bb991dcee3ff921ad2534cd60532ff1ac1e': { name: 'jadeport-dashboard-dark', file: jadeportDashboardDark },
  '3101be4f48c990017b8e18651719f6e55b3a65590442332320a146588b783b73': { name: 'jadeport-dashboard-zh-dark', file: jadeportDashboardZhDark },
  '45cd732ec59515a4a427a9f55bf62f51f0dff4523c194f2059c8e15d8b920b85': { name: 'jadeport-dashboard-zh', file: jadeportDashboardZh },
  '86e3a23aa3fb2b3b7816170bb935f7d8fec3f3f9826fa39e060d2da6e5e72c66': { name: 'jadeport-dashboard', file: jadeportDashboard },
  'db91b16644aa004034dd379d19b1d597f0558ca1495252c9914059b095013683': { name: 'journal-invoice-dark', file: journalInvoiceDark },
  '951f652a476e7cc4c4a0468f9bd0b1bff4b96216209df8738dfce99ef4daa34c': { name: 'journal-invoice-zh-dark', file: journalInvoiceZhDark },
  '1dc0a57134d6f861fd2e79b9b5fe3000bd4bf68b5de879efd7cdb5903bb1479e': { name: 'journal-invoice-zh', file: journalInvoiceZh },
  '36ebad1912703dad0fbabb4fc6660ce5a84677f721fb986a18292f0a6ca63e54': { name: 'journal-invoice', file: journalInvoice },
  'ee5d8184fb9bfa0200296f7579b02444baf44e573afe95b8422f0fa54d94caf6': { name: 'journal-maintenance-dark', file: journalMaintenanceDark },
  '46fcb33caecde90675ef1d638e072e997475d088fd498bf471bd0191436cb739': { name: 'journal-maintenance-zh-dark', file: journalMaintenanceZhDark },
  'ae43d30f38fe5707912535b691c57ff91f73842eca71c9c06e3686a8e6780048': { name: 'journal-maintenance-zh', file: journalMaintenanceZh },
  '8056fb048c0f8863b95e12e50e5500da18b7c27dd3d87f9152b0f4431404dd7a': { name: 'journal-maintenance', file: journalMaintenance },
  'c7d0b7a6db0f827e03ee645fe34f01f160e787c03d655cdc76974940f5c455d4': { name: 'journal-manual-dark', file: journalManualDark },
  '093710d9594b068ec8e4c0490e467305f31b43f7983e2f50bcc0817816c64426': { name: 'journal-manual-zh-dark', file: journalManualZhDark },
  '050264a5b30a3367ad96b46ece76442897d32959f547ff4286519b7d3475c28a': { name: 'journal-manual-zh', file: journalManualZh },
  'c22b8707885df64d498e455175321408502afd73bfed0db0a1aa9ef7a7d1df3e': { name: 'journal-manual', file: journalManual },
  'e2dd3fcba6163a169bd70d842b0b54684ff4b9c1a8d92cbabffe926de3be6388': { name: 'journal-scope-dark', file: journalScopeDark },
  '712acfecc4402e8d662b3f8dc6bb66fa23d804faa24e187e4f170c908e67de25': { name: 'journal-scope-zh-dark', file: journalScopeZhDark },
  'abe80e0722c2ce97c86bae9a90ce1609bc735528d785e6b9e09332e60ba917e8': { name: 'journal-scope-zh', file: journalScopeZh },
  'a3a1c40d05a65783ac586528efa6c65eb47166453d39ce7e18edfdb175f4d98d': { name: 'journal-scope', file: journalScope },
  'a5723dec0278ea66137d750a38a26d73648c898f60c1a6fe347cbd7d77deecce': { name: 'journal-spreadsheet-dark', file: journalSpreadsheetDark },
  '30949e401a4214d446b6364ca6e3eee389192ca060043bb72c495ae83a185f0f': { name: 'journal-spreadsheet-zh-dark', file: journalSpreadsheetZhDark },
  'c78785ea08031f5a6fa63dce708d910ed1053e345a11ebb39f2c3cb56a29cd9a': { name: 'journal-spreadsheet-zh', file: journalSpreadsheetZh },
  'c453f76c0d9159b63cc2eaae67d33a7e080fd3d3d17ac3c95cec6708a86d5359': { name: 'journal-spreadsheet', file: journalSpreadsheet },
  '11801d123b654cbc1ddee81906225d9f02ee5f3ee16cebd484651a1830e06ef6': { name: 'kestrel-board-dark', file: kestrelBoardDark },
  '0972d34e1a1ae2f61fff30c00674cea94889a0527e4e81b266c0c72390f86724': { name: 'kestrel-board-zh-dark', file: kestrelBoardZhDark },
  '4d3ede763231a64bea0543557bb405d25250db5d2c86c77808e602d08ac55e4f': { name: 'kestrel-board-zh', file: kestrelBoardZh },
  '01070029290c172184ff1426cc75470c8e092d5fee47ba288ec183f4704c40e6': { name: 'kestrel-board', file: kestrelBoard },
  'd5aa32ae9a48ad7cc5653a8dd69df7010daf8bd2d169cd0a9cb30c20562512e7': { name: 'kestrel-order-dark', file: kestrelOrderDark },
  '60d0f3536948c9fc960a29188d08c9477d69a91e63f8dcda9b6d11ec4cafc458': { name: 'kestrel-order-zh-dark', file: kestrelOrderZhDark },
  '8ea421889d0653649ebc122491ba7b8e875c44233ada96024bfd69cf3ea7b635': { name: 'kestrel-order-zh', file: kestrelOrderZh },
  'e54875411651e240e02ac85251c47409cd991f56aa99ad1a3bb5ed6f4a3b463f': { name: 'kestrel-order', file: kestrelOrder },
};
