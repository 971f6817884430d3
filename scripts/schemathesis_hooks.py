"""Loaded by scripts/check-openapi-fuzz (SCHEMATHESIS_HOOKS): works around a CPython 3.11 bug.

CPython before 3.11.8 can raise `SystemError: AST constructor recursion depth mismatch` from `ast.parse`
when called deep in a stack. Hypothesis calls it only to describe a lambda for its own messages, so the
run aborts on a cosmetic step. The description falls back to a plain "lambda" instead.
"""

import sys

if sys.version_info < (3, 12):
    import hypothesis.internal.lambda_sources as _sources

    _describe = _sources._lambda_description

    def _lambda_description(f, *args, **kwargs):
        try:
            return _describe(f, *args, **kwargs)
        except SystemError:
            return "lambda"

    _sources._lambda_description = _lambda_description
