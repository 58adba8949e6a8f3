/**
 * A stand-in for the built web client's index.html (vite's output shape: description, title, the
 * entry module script and the shell's stylesheet, an empty root), for server tests that serve
 * pages into it without building the client.
 */
export const INDEX_HTML = `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Загальний опис застосунку."
    />
    <title>Репетитор — застосунок</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
