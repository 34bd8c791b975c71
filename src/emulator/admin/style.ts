// The admin page's stylesheet (served as /emulator/admin.css: the page's CSP allows styles from 'self' only).
export const ADMIN_CSS = `*{box-sizing:border-box}
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f8fa}
.top{background:#0b2545;color:#fff;padding:.75rem 1.25rem}.top h1{font-size:1.25rem;margin:0}.top .meta,.top a{color:#dbe7f5}
main{max-width:1200px;margin:0 auto;padding:1rem 1.25rem 3rem}
h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem}h3{font-size:1rem;margin:1.25rem 0 .25rem}
.meta{color:#57606a;font-size:.85rem}.bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
nav{margin:.5rem 0}a{color:#0550ae}
.scroll{overflow-x:auto;background:#fff;border:1px solid #d0d7de;border-radius:6px}.scroll:focus{outline:2px solid #0550ae;outline-offset:2px}
table{border-collapse:collapse;width:100%;min-width:40rem;font-size:.9rem}th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border-bottom:1px solid #eaeef2}
th{background:#f0f3f6;font-weight:600}
ul.plain{list-style:none;margin:0;padding:0}ul.plain li{margin:.1rem 0}
code{font:600 1rem ui-monospace,monospace;letter-spacing:.1em}
button{font:inherit;font-size:.85rem;padding:.25rem .6rem;border-radius:6px;border:1px solid #0550ae;background:#0550ae;color:#fff;cursor:pointer}
button.danger{background:#fff;color:#a40e26;border-color:#a40e26}button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:2px solid #0550ae;outline-offset:2px}
form{background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:.75rem 1rem}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:0 0 .75rem;padding:.5rem .75rem}legend{font-weight:600;padding:0 .25rem}
.field{display:flex;flex-direction:column;gap:.2rem;margin:.4rem 0}.field.check{display:grid;grid-template-columns:auto 1fr;align-items:start;gap:.2rem .5rem}.field.check input{margin:.3rem 0 0}
input[type=text],input[type=number],select,textarea{font:inherit;padding:.3rem .45rem;border:1px solid #8c959f;border-radius:6px;max-width:100%}
textarea{width:100%;font:.85rem ui-monospace,monospace;white-space:pre;overflow-wrap:normal;overflow-x:auto}
.bar select{flex:1 1 14rem;min-width:0}
[aria-invalid=true]{border-color:#a40e26;outline:1px solid #a40e26}
.error{color:#a40e26;font-size:.85rem;grid-column:1/-1}
#status{min-height:1.5em;margin:.25rem 0}
`;
