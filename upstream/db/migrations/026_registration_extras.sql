-- A company's opening date in the registry the sign-up looks a CNPJ up in (call 36): the form's
-- "Data de abertura" is filled with it when the registry knows it.
ALTER TABLE company_registry ADD COLUMN data_abertura TEXT
  CHECK (data_abertura IS NULL OR data_abertura GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');

-- The answers a customer gave at sign-up to the supplier's customer characteristics (call 8,
-- alvo CLIENTE), sent with the registration (call 36, `caracteristicas`).
CREATE TABLE client_characteristics (
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idcaracteristica INTEGER NOT NULL REFERENCES characteristics (idcaracteristica) ON DELETE CASCADE,
  valor TEXT NOT NULL CHECK (length(valor) BETWEEN 1 AND 200),
  PRIMARY KEY (idcliente, idcaracteristica)
);
