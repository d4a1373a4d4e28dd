"""Golden playthroughs: seeded games must tell exactly the stored story (tests/golden/*.txt).

After a deliberate change, regenerate with `python tests/golden/regenerate.py` and read the
diff; see tests/golden/README.md.
"""

from __future__ import annotations

import pytest

from golden.regenerate import CASES, diff


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    d = diff(name)
    assert not d, (f"the game '{name}' no longer plays as stored.  If the change is deliberate, run "
                   f"`python tests/golden/regenerate.py` and review `git diff tests/golden`.\n{d}")
