// Schemas that several calls share, named once as components of the document.
import "./define-call";
