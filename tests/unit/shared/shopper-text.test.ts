import { describe, expect, it } from "vitest";
import { SHOPPER_TEXT_MAX, shopperText } from "~/models/shared/shopper-text";

/**
 * docs/upstream-api.md "Messages the server may send": where the contract says a server's
 * `mensagem` is shown, it reaches the shopper only through this fixed filter: one line of plain
 * text of at most 300 characters, never a stack trace, a file path, SQL or HTML. Anything else is
 * null, and the page says the spec's own message instead.
 */
describe("shopperText: a server's text a shopper may read, or null", () => {
  it.each([
    ["a refusal of the reference server", "Cupom expirado.", "Cupom expirado."],
    [
      "money and a CPF/CNPJ slash",
      "Valor mínimo do pedido para este cupom: R$ 100,00.",
      "Valor mínimo do pedido para este cupom: R$ 100,00.",
    ],
    ["CPF/CNPJ", "Já existe um cadastro com este CPF/CNPJ.", "Já existe um cadastro com este CPF/CNPJ."],
    ["a date", "Entrega a partir de 12/05/2026.", "Entrega a partir de 12/05/2026."],
    [
      "a quantity adjusted",
      "A quantidade de Banana prata foi ajustada para 5 (máximo por pedido).",
      "A quantidade de Banana prata foi ajustada para 5 (máximo por pedido).",
    ],
    ["spaces and line breaks folded", "  Cliente sem\n e-mail   cadastrado. ", "Cliente sem e-mail cadastrado."],
    ["exactly 300 characters", "a".repeat(SHOPPER_TEXT_MAX), "a".repeat(SHOPPER_TEXT_MAX)],
    [
      "a word with 'select' in Portuguese",
      "Selecione outra forma de entrega para este endereço.",
      "Selecione outra forma de entrega para este endereço.",
    ],
    [
      "a comparison in words",
      "O pedido mínimo é de R$ 50,00 < seu total.",
      "O pedido mínimo é de R$ 50,00 < seu total.",
    ],
  ])("keeps %s", (_case, text, expected) => {
    expect(shopperText(text)).toBe(expected);
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["not text", 42],
    ["only spaces", "   \n "],
    ["301 characters", "a".repeat(SHOPPER_TEXT_MAX + 1)],
    [
      "a Node stack trace",
      "Cannot read properties of undefined (reading 'id')\n    at Object.handler (/srv/app/routes/cart.js:42:13)",
    ],
    ["a stack frame alone", "at processTicksAndRejections (node:internal/process/task_queues:95:5)"],
    ["a Java exception", "java.lang.NullPointerException: null"],
    ["an error class", "TypeError: x is not a function"],
    ["a Python traceback", 'Traceback (most recent call last): File "app.py", line 3'],
    ["a Unix path", "ENOENT: no such file or directory, open '/var/lib/app/data.db'"],
    ["a Windows path", "Falha em C:\\inetpub\\wwwroot\\api.dll"],
    ["a source file and line", "erro em pedido.php:120"],
    ["SQL", "SELECT * FROM pedidos WHERE idcliente = 7"],
    ["an insert", "INSERT INTO carrinho (idproduto) VALUES ('x')"],
    ["a SQLite error", "SQLITE_CONSTRAINT: UNIQUE constraint failed: cliente.email"],
    ["a Postgres error", 'ERROR: syntax error at or near "FROM"'],
    ["HTML", "<b>Cupom</b> expirado"],
    ["an HTML page", "<!DOCTYPE html><html><body>502 Bad Gateway</body></html>"],
    ["a script", "<script>alert(1)</script>"],
    ["an entity", "Cupom &lt;b&gt;expirado"],
  ])("refuses %s", (_case, text) => {
    expect(shopperText(text)).toBeNull();
  });
});
