// Styles that go into the entry's stylesheet, which index.html carries inline, so that the first
// screens are styled at their first paint without another request:
// - home's static shell in index.html (scripts/plugins/static-shell.ts);
// - the charge-selection page a pile link opens (SPEC §2), with the antd-mobile parts it shows.
import 'antd-mobile/es/components/button/button.css'
import 'antd-mobile/es/components/dot-loading/dot-loading.css'
import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css'
import '@/components/pull-to-refresh/pull-to-refresh.css'
import '@/components/user-card/user-card.css'
import '@/pages/main/index/home.css'
import '@/pages/main/scan/scan.css'
