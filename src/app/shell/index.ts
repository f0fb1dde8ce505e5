// The styles of home's static shell in index.html (scripts/first-screen.ts, staticShell): they go
// into the entry's stylesheet, which index.html links, so the shell is styled at its first paint.
import '@/components/user-card/user-card.css'
import '@/pages/main/index/home.css'
