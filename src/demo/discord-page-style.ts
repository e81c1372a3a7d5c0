/**
 * Discord's dark theme as its phone app draws a channel: the colours, sizes and spacing of
 * messages, embeds (with their colour bar), buttons and select menus, so a page reads like the app.
 */
export const DISCORD_PAGE_STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
html, body { height: 100%; }
/* The app opens a conversation at its latest post: a reversed column starts scrolled to its end. */
body { display: flex; flex-direction: column; }
main { flex: 1; min-height: 0; overflow-y: auto; display: flex; flex-direction: column-reverse; }
.history { padding-bottom: 16px; }
body { margin: 0; background: #313338; color: #dbdee1; font: 16px/1.375 "gg sans", "Noto Sans", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif, "Noto Color Emoji"; -webkit-text-size-adjust: 100%; }
a { color: #00a8fc; text-decoration: none; }
.bar { flex: none; display: flex; align-items: center; gap: 8px; height: 48px; padding: 0 16px; background: #313338; border-bottom: 1px solid #1f2023; box-shadow: 0 1px 2px rgba(0,0,0,.2); font-weight: 600; color: #f2f3f5; }
.bar .sigil { color: #80848e; font-size: 24px; font-weight: 400; }
.bar .topic { margin-left: auto; color: #949ba4; font-size: 13px; font-weight: 400; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.intro { padding: 16px 0 16px; border-bottom: 1px solid #3f4147; margin: 0 16px 8px; }
.intro-avatar { width: 68px; height: 68px; border-radius: 50%; background: #41434a; color: #fff; display: flex; align-items: center; justify-content: center; font-size: 40px; font-weight: 300; margin-bottom: 8px; }
.intro-avatar.bot { background: #5865f2; font-size: 36px; }
.intro h1 { margin: 0 0 8px; font-size: 26px; line-height: 1.25; color: #f2f3f5; }
.intro p { margin: 0; color: #b5bac1; font-size: 14px; }
.divider { display: flex; align-items: center; margin: 16px 16px 8px; color: #949ba4; font-size: 12px; font-weight: 600; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: #3f4147; }
.divider span { padding: 0 4px; }
.message { position: relative; padding: 2px 12px 2px 68px; min-height: 22px; }
.message.head { margin-top: 16px; min-height: 44px; }
.message.ping { background: rgba(250,168,26,.08); box-shadow: inset 2px 0 0 #f0b232; }
.avatar { position: absolute; left: 12px; top: 2px; width: 40px; height: 40px; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: 20px; background: #5865f2; color: #fff; }
.header { display: flex; align-items: baseline; flex-wrap: wrap; gap: 0 4px; }
.author { color: #f2f3f5; font-weight: 500; }
.app-tag { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; padding: 0 4px; border-radius: 3px; line-height: 15px; position: relative; top: -2px; }
.when { color: #949ba4; font-size: 12px; margin-left: 4px; }
.content { white-space: normal; overflow-wrap: anywhere; }
.edited { color: #949ba4; font-size: 10px; margin-left: 3px; }
.system { color: #949ba4; font-size: 15px; padding: 6px 12px 6px 68px; position: relative; }
.system .icon { position: absolute; left: 30px; }
.system strong { color: #f2f3f5; font-weight: 500; }
.reply { display: flex; gap: 4px; align-items: center; color: #b5bac1; font-size: 14px; margin-left: -40px; padding-left: 18px; position: relative; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.reply::before { content: ""; position: absolute; left: 2px; top: 9px; width: 14px; height: 8px; border-left: 2px solid #4e5058; border-top: 2px solid #4e5058; border-top-left-radius: 6px; }
.mention { background: rgba(88,101,242,.3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; font-weight: 500; }
.timestamp { background: rgba(255,255,255,.06); border-radius: 3px; padding: 0 2px; }
.spoiler { background: #1e1f22; color: transparent; border-radius: 3px; }
code { font-family: "DejaVu Sans Mono", Consolas, monospace; font-size: .85em; background: #2b2d31; border: 1px solid #1e1f22; border-radius: 4px; padding: 0 .2em; }
pre { margin: 6px 0 0; max-width: 100%; overflow-x: auto; }
pre code { display: block; padding: 7px; white-space: pre-wrap; }
blockquote { margin: 0; padding: 0 8px 0 12px; border-left: 4px solid #4e5058; border-radius: 4px 0 0 4px; }
h1, h2, h3 { margin: 8px 0 0; color: #f2f3f5; line-height: 1.375; }
h1 { font-size: 24px; } h2 { font-size: 20px; } h3 { font-size: 16px; }
.subtext { font-size: 12px; color: #949ba4; }
.bullet { position: relative; padding-left: 20px; }
.bullet::before { content: "•"; position: absolute; left: 6px; }
.attachment-image { display: block; margin-top: 8px; max-width: 100%; }
.attachment-image img { display: block; max-width: 100%; max-height: 350px; border-radius: 8px; }
.file { display: flex; align-items: center; gap: 8px; margin-top: 8px; max-width: 432px; padding: 10px; background: #2b2d31; border: 1px solid #1e1f22; border-radius: 8px; }
.file .size { color: #949ba4; font-size: 12px; }
.embed { display: grid; max-width: 432px; margin-top: 8px; padding: 8px 16px 16px 12px; background: #2b2d31; border: 1px solid rgba(255,255,255,.02); border-left: 4px solid #1e1f22; border-radius: 4px; font-size: 14px; line-height: 1.375; overflow-wrap: anywhere; }
.embed > * { margin-top: 8px; }
.embed-author { display: flex; align-items: center; gap: 8px; font-weight: 600; color: #f2f3f5; font-size: 14px; }
.embed-title { color: #f2f3f5; font-size: 16px; font-weight: 600; }
.embed-thumbnail { float: right; margin-left: 16px; max-width: 80px; max-height: 80px; border-radius: 4px; }
.embed-fields { display: grid; grid-template-columns: repeat(12, 1fr); gap: 8px; }
.embed-field { grid-column: 1 / 13; min-width: 0; }
.embed-field.inline { grid-column: span 4; }
.embed-field-name { color: #f2f3f5; font-weight: 600; margin-bottom: 2px; }
.embed-image img { display: block; max-width: 100%; border-radius: 4px; }
.embed-footer { display: flex; align-items: center; gap: 8px; color: #b5bac1; font-size: 12px; }
.components { display: grid; gap: 8px; margin-top: 8px; max-width: 100%; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 32px; min-width: 60px; padding: 2px 16px; border-radius: 8px; font-size: 14px; font-weight: 500; color: #fff; background: #4e5058; }
.button.primary { background: #5865f2; }
.button.success { background: #248046; }
.button.danger { background: #da373c; }
.button.premium { background: #5865f2; }
.button.link::after { content: "↗"; font-size: 12px; }
.button.disabled { opacity: .5; cursor: not-allowed; }
.select { display: flex; align-items: center; justify-content: space-between; width: 100%; max-width: 400px; min-height: 40px; padding: 8px 8px 8px 12px; background: #1e1f22; border: 1px solid #1e1f22; border-radius: 4px; font-size: 14px; color: #949ba4; }
.select .chosen { color: #dbdee1; }
.select::after { content: "⌄"; font-size: 18px; line-height: 1; color: #b5bac1; margin-left: 8px; position: relative; top: -4px; }
.select.disabled { opacity: .5; }
.unsupported { color: #949ba4; font-size: 12px; font-style: italic; }
.index { padding: 16px; }
.index a { display: block; padding: 10px 12px; margin-bottom: 4px; border-radius: 4px; background: #2b2d31; color: #f2f3f5; }
.index .note { color: #949ba4; font-size: 13px; }
`;
