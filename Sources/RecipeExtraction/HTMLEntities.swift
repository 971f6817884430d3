/// Named character references that recipe text uses, decoded where libxml2 does not see the text
/// (JSON-LD strings, attributes copied into JSON).
enum HTMLEntities {
    /// The named references we decode; unknown names are left as written.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac15": "⅕",
        "frac16": "⅙", "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "frasl": "⁄",
        "deg": "°", "times": "×", "divide": "÷", "plusmn": "±", "micro": "µ", "middot": "·",
        "ndash": "–", "mdash": "—", "hellip": "…", "bull": "•", "minus": "−",
        "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
        "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "prime": "′", "Prime": "″",
        "copy": "©", "reg": "®", "trade": "™", "sect": "§", "para": "¶", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "iexcl": "¡", "iquest": "¿", "shy": "\u{AD}", "ordf": "ª", "ordm": "º",
        "sup1": "¹", "sup2": "²", "sup3": "³", "zwj": "\u{200D}", "zwnj": "\u{200C}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í",
        "Icirc": "Î", "Iuml": "Ï", "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô", "Otilde": "Õ",
        "Ouml": "Ö", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü", "Yacute": "Ý",
        "szlig": "ß", "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å",
        "aelig": "æ", "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì",
        "iacute": "í", "icirc": "î", "iuml": "ï", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô",
        "otilde": "õ", "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü",
        "yacute": "ý", "yuml": "ÿ", "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š",
    ]
}
