#!/usr/bin/python3
"""Walks the gallery on the accessibility bus as a screen reader would (pyatspi) and checks one
scene: the app is there, every interactive object has a role and a name (and a value in range
where it has one), and the scene's own checks (actions, values set over Value, alerts closing).

    a11y-check.py SCENE PID
    a11y-check.py orca PID          # Orca runs too: press Tab three times and Shift-Tab once
    a11y-check.py orca-said FILE    # after Orca quit: what its debug FILE says it spoke

Prints `a11y-check: SCENE: ...` lines, the figures last; exits 1 at the first failed check.
Run by scripts/a11y-test inside a private session bus with the gallery (process PID) showing SCENE.
"""
import collections
import re
import subprocess
import sys
import time

import pyatspi

INTERACTIVE = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_SLIDER,
               pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_LINK,
               pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_MENU_ITEM}
scene = sys.argv[1]
pid = int(sys.argv[2]) if sys.argv[2].isdigit() else 0


def say(message):
    print("a11y-check: %s: %s" % (scene, message), flush=True)


def fail(message):
    say("FAIL: " + message)
    sys.exit(1)


def app():
    """The gallery process on the desktop, waited for (the debug build takes a while to start)."""
    deadline = time.time() + 25
    while time.time() < deadline:
        for a in pyatspi.Registry.getDesktop(0):
            if a is not None and a.get_process_id() == pid and a.name == "recipe-gallery" and a.childCount > 0:
                return a
        time.sleep(0.3)
    fail("the gallery is not on the accessibility bus")


def objects(root):
    """Every object under root, depth first, skipping children that went away meanwhile."""
    found = []

    def walk(n):
        found.append(n)
        for i in range(n.childCount):
            c = n.getChildAtIndex(i)
            if c is not None:
                walk(c)
    walk(root)
    return found


def has(node, interface):
    try:
        getattr(node, "query" + interface)()
        return True
    except NotImplementedError:
        return False


def states(node):
    return set(node.getState().getStates())


def find(root, role, name=None):
    for n in objects(root):
        if n.getRole() == role and (name is None or n.name == name):
            return n
    fail("no object of role %s named %r" % (role, name))


def wait_for(condition, what, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.1)
    fail(what)


def check_everything(frame):
    """Roles, names and values of every object; returns the figures."""
    all_objects = objects(frame)
    roles = collections.Counter()
    named = interactive = 0
    for n in all_objects:
        role = n.getRole()
        roles[n.getRoleName()] += 1
        if role == pyatspi.ROLE_INVALID or role == pyatspi.ROLE_UNKNOWN:
            fail("an object has no role: %r" % n.name)
        if n.name:
            named += 1
        if role in INTERACTIVE:
            interactive += 1
            if not n.name:
                fail("an interactive %s has no name (in %r)" % (n.getRoleName(), n.parent.name if n.parent else None))
        if has(n, "Value"):
            v = n.queryValue()
            if not (v.minimumValue <= v.currentValue <= v.maximumValue):
                fail("%r has the value %s outside %s...%s" % (n.name, v.currentValue, v.minimumValue, v.maximumValue))
        if has(n, "Component") and n.getRole() != pyatspi.ROLE_FRAME and pyatspi.STATE_SHOWING in states(n):
            e = n.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            f = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            if e.width > 0 and not (f.x <= e.x + e.width / 2 <= f.x + f.width and f.y <= e.y + e.height / 2 <= f.y + f.height):
                fail("%r (%s) is showing outside its window: %s in %s" % (n.name, n.getRoleName(), e, f))
    return len(all_objects), named, interactive, roles


def check_scene_list(frame):
    """The scene list: a button per scene, the one shown selected."""
    scenes = find(frame, pyatspi.ROLE_PANEL, "Scenes")
    rows = [scenes.getChildAtIndex(i) for i in range(scenes.childCount)]
    if len(rows) < 20 or any(r.getRole() != pyatspi.ROLE_PUSH_BUTTON or not r.name for r in rows):
        fail("the scene list is not a named button per scene (%d rows)" % len(rows))
    selected = [r.name for r in rows if pyatspi.STATE_SELECTED in states(r)]
    if len(selected) != 1 or not frame.name.endswith(" - " + selected[0]):
        fail("the scene list selects %r, the window shows %r" % (selected, frame.name))
    return rows


def check_controls(frame):
    plain = find(frame, pyatspi.ROLE_PUSH_BUTTON, "Plain")
    if not plain.queryAction().doAction(0):
        fail("Plain refused its action")
    wait_for(lambda: any(n.name == "Tapped Plain" for n in objects(frame)), "pressing Plain did not change the status line")
    amount = find(frame, pyatspi.ROLE_SLIDER, "Amount")
    value = amount.queryValue()
    value.currentValue = 75.0
    wait_for(lambda: abs(amount.queryValue().currentValue - 75) < 1e-6, "the slider did not move to 75")
    value.currentValue = 1000.0
    wait_for(lambda: amount.queryValue().currentValue == 100, "a value past the end was not clamped to 100")
    value.currentValue = 75.0
    wait_for(lambda: any(n.name == "75" for n in objects(frame)), "the slider's label did not follow its value")
    switch = find(frame, pyatspi.ROLE_CHECK_BOX, "Notifications")
    if pyatspi.STATE_CHECKED not in states(switch):
        fail("the Notifications switch is on but not checked")
    tabs = [n for n in objects(frame) if n.getRole() == pyatspi.ROLE_PAGE_TAB]
    if len(tabs) != 4 or sum(pyatspi.STATE_SELECTED in states(t) for t in tabs) != 1:
        fail("expected 4 segments with one selected, got %d" % len(tabs))
    field = find(frame, pyatspi.ROLE_ENTRY, "Type a word")
    field.queryEditableText().setTextContents("pesto")
    wait_for(lambda: field.queryText().getText(0, -1) == "pesto", "the text field does not hold what was set")
    say("Plain pressed, Amount set to 75 over Value, the field set to 'pesto'")


def check_alerts(frame):
    alert = find(frame, pyatspi.ROLE_ALERT, "Uh Oh")
    if pyatspi.STATE_MODAL not in states(alert):
        fail("the alert is not modal")
    buttons = [n for n in objects(alert) if n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
    if [b.name for b in buttons] != ["Run Away", "Onward"]:
        fail("the alert's buttons are %r" % [b.name for b in buttons])
    buttons[1].queryAction().doAction(0)
    wait_for(lambda: not any(n.getRole() == pyatspi.ROLE_ALERT for n in objects(frame)), "the alert did not close")
    say("the alert 'Uh Oh' closed with Onward")


def check_range_slider(frame):
    lower = find(frame, pyatspi.ROLE_SLIDER, "Lower value")
    upper = find(frame, pyatspi.ROLE_SLIDER, "Upper value")
    if lower.parent is None or lower.parent != upper.parent:
        fail("the two knobs are not children of one range slider")
    v = upper.queryValue()
    target = v.minimumValue + 0.6 * (v.maximumValue - v.minimumValue)
    v.currentValue = target
    wait_for(lambda: abs(upper.queryValue().currentValue - target) < 1e-6, "the upper knob did not move")
    lower.queryValue().currentValue = v.maximumValue
    wait_for(lambda: abs(lower.queryValue().currentValue - target) < 1e-6, "the lower knob did not stop at the upper one")
    lamp = find(frame, pyatspi.ROLE_TOGGLE_BUTTON, "Lamp")
    was = pyatspi.STATE_CHECKED in states(lamp)
    lamp.queryAction().doAction(0)
    wait_for(lambda: (pyatspi.STATE_CHECKED in states(lamp)) != was, "the lamp did not toggle")
    say("knobs set over Value (the lower one stops at the upper one), the lamp toggled")


def check_cover_flow(frame):
    flow = find(frame, pyatspi.ROLE_SLIDER, "Cover Flow")
    v = flow.queryValue()
    if v.minimumValue != 1 or v.maximumValue < 3:
        fail("the flow's range is %s...%s" % (v.minimumValue, v.maximumValue))
    # The scene flows in when it opens: wait until it is at rest.
    settled = time.time() + 15
    last = None
    while time.time() < settled:
        now = (flow.queryValue().currentValue, flow.description)
        if now == last:
            break
        last = now
        time.sleep(1)
    title = flow.description
    v.currentValue = 3
    wait_for(lambda: flow.queryValue().currentValue == 3, "the flow did not browse to the third cover")
    wait_for(lambda: flow.description and flow.description != title, "the flow's description did not name the new cover")
    say("browsed to cover 3 over Value: %r" % flow.description)
    # Choosing another scene in the list shows it.
    controls = next(r for r in check_scene_list(frame) if r.name == "Controls")
    controls.queryAction().doAction(0)
    wait_for(lambda: frame.name.endswith(" - Controls"), "choosing Controls in the scene list did not show it")
    wait_for(lambda: any(n.name == "Plain" for n in objects(frame)), "the controls did not come up")
    say("chose Controls in the scene list: the window shows it")


def choose_scene(frame, title):
    """Shows another scene by activating its row of the scene list, as a screen reader user would."""
    row = next(r for r in check_scene_list(frame) if r.name == title)
    row.queryAction().doAction(0)
    wait_for(lambda: frame.name.endswith(" - " + title), "choosing %s in the scene list did not show it" % title)


def relation_targets(node, relation_type):
    targets = []
    for r in node.getRelationSet():
        if r.getRelationType() == relation_type:
            targets += [r.getTarget(i) for i in range(r.getNTargets())]
    return targets


def check_attributed_label(frame):
    """Links in text: Hypertext on the label, a Hyperlink child per link, doAction taps it; then the
    settings table's list semantics and Selection, then the form's captions (relations)."""
    uri = "https://recipekit.example/docs/recipes"
    wait_for(lambda: any(has(n, "Hypertext") for n in objects(frame)), "no object offers Hypertext")
    texts = [n for n in objects(frame) if has(n, "Hypertext") and n.queryHypertext().getNLinks() > 0]
    label = next((n for n in texts if "recipe docs" in n.queryText().getText(0, -1)), None)
    if label is None or label.getRole() != pyatspi.ROLE_LABEL:
        fail("no label with Hypertext holds the recipe docs link")
    hypertext, text = label.queryHypertext(), label.queryText()
    links = [hypertext.getLink(i) for i in range(hypertext.getNLinks())]
    uris = [link.getURI(0) for link in links]
    if uri not in uris or not any(u.startswith("mailto:") for u in uris) or not any(u.startswith("tel:") for u in uris):
        fail("the label's links are %r" % uris)
    i = uris.index(uri)
    link = links[i]
    if text.getText(link.startIndex, link.endIndex) != "recipe docs" or hypertext.getLinkIndex(link.startIndex) != i:
        fail("the link's offsets %d...%d do not hold its text" % (link.startIndex, link.endIndex))
    if hypertext.getLinkIndex(0) != -1:
        fail("the label's first character is said to be in a link")
    child = link.getObject(0)
    if child.getRole() != pyatspi.ROLE_LINK or child.name != "recipe docs" or child.parent != label:
        fail("the hyperlink's object is a %s named %r" % (child.getRoleName(), child.name))
    child.queryAction().doAction(0)
    wait_for(lambda: any(n.name == "Tapped " + uri for n in objects(frame)), "activating the link did not tap it")
    say("%d links in the label over Hypertext; activating 'recipe docs' tapped it" % len(links))

    choose_scene(frame, "Settings table")
    # The scene plays its script when shown: Ringtone's list is pushed at 0.5 s and popped at
    # 1.9 s. Reading the tree during it finds the ringtones, so let it end, then wait for the
    # settings list to be the one on screen.
    time.sleep(3)

    def settings_list():
        lists = [n for n in objects(frame) if n.getRole() == pyatspi.ROLE_LIST]
        return next((l for l in lists if any(
            l.getChildAtIndex(i).name.startswith("Airplane Mode") for i in range(l.childCount))), None)
    wait_for(lambda: settings_list() is not None, "the settings table is not a list")
    table = settings_list()
    rows = [table.getChildAtIndex(i) for i in range(table.childCount)]
    items = [r for r in rows if r.getRole() == pyatspi.ROLE_LIST_ITEM]
    headings = [r for r in rows if r.getRole() == pyatspi.ROLE_HEADING]
    # A row is named by its text and its detail ("Ringtone, Reflection").
    names = [r.name.split(", ")[0] for r in items]
    if not {"Airplane Mode", "Ringtone", "About"} <= set(names) or len(headings) < 2:
        fail("the list holds items %r and %d headings" % (names, len(headings)))
    if any(r.getRole() == pyatspi.ROLE_PUSH_BUTTON for r in rows):
        fail("rows of the list are push buttons")
    airplane = items[names.index("Airplane Mode")]
    switch = airplane.getChildAtIndex(0) if airplane.childCount else None
    if switch is None or switch.getRole() != pyatspi.ROLE_CHECK_BOX or switch.name != "Airplane Mode":
        fail("the Airplane Mode row does not hold its switch as a named check box")
    selection = table.querySelection()
    if selection.selectChild(rows.index(airplane)):
        fail("selecting a row whose delegate refuses selection succeeded")
    ringtone = rows.index(items[names.index("Ringtone")])
    if not selection.selectChild(ringtone) or not selection.isChildSelected(ringtone) or selection.nSelectedChildren != 1:
        fail("selecting the Ringtone row over Selection did not select it")
    wait_for(lambda: any(n.name == "Chimes" and n.getRole() == pyatspi.ROLE_LIST_ITEM for n in objects(frame)),
             "selecting Ringtone did not open the list of ringtones")
    say("the settings table is a list of %d items under %d headings; selecting Ringtone over Selection opened it"
        % (len(items), len(headings)))

    choose_scene(frame, "Auto Layout form")
    wait_for(lambda: any(n.getRole() == pyatspi.ROLE_CHECK_BOX for n in objects(frame)), "the form did not come up")
    vegetarian = find(frame, pyatspi.ROLE_CHECK_BOX, "Vegetarian")
    captions = relation_targets(vegetarian, pyatspi.RELATION_LABELLED_BY)
    if len(captions) != 1 or captions[0].name != "Vegetarian" or captions[0].getRole() != pyatspi.ROLE_LABEL:
        fail("the Vegetarian switch is labelled by %r" % [c.name for c in captions])
    if relation_targets(captions[0], pyatspi.RELATION_LABEL_FOR) != [vegetarian]:
        fail("the Vegetarian caption is not the label for the switch")
    find(frame, pyatspi.ROLE_ENTRY, "Name")
    find(frame, pyatspi.ROLE_SLIDER, "Serves")
    say("the form's captions name its controls (labelled-by and label-for)")


# What Orca must say as Tab and Shift-Tab go through the controls scene's first buttons: the key,
# then the focused control's name and role (GTK 4's buttons read the same way).
ORCA_SPEECH = ["RecipeKit gallery - Controls frame.", "tab ", "Plain push button.", "tab ", "Gray push button.",
               "tab ", "Filled push button.", "Gray push button."]


def check_orca_keys():
    """Waits for the gallery and for Orca on the bus, then presses the keys Orca is to follow."""
    app()
    deadline = time.time() + 20
    while not any(a is not None and a.name == "orca" for a in pyatspi.Registry.getDesktop(0)):
        if time.time() > deadline:
            fail("Orca is not on the accessibility bus")
        time.sleep(0.3)
    # Orca registers its listeners just after it shows up; the frame is read once they are in.
    time.sleep(2)
    for keys in ["Tab", "Tab", "Tab", "shift+Tab"]:
        subprocess.run(["xdotool", "key", keys], check=True)
        time.sleep(1.2)
    say("pressed Tab three times and Shift-Tab once under Orca")


def check_orca_said(path):
    """Orca's utterances, from its debug log, must hold ORCA_SPEECH in order."""
    with open(path, encoding="utf-8", errors="replace") as f:
        spoken = re.findall(r"SPEECH OUTPUT: '(.*?)' ?\{", f.read())
    at = 0
    for utterance in spoken:
        if at < len(ORCA_SPEECH) and utterance == ORCA_SPEECH[at]:
            at += 1
    if at < len(ORCA_SPEECH):
        fail("Orca said %r; missing %r (in order: %r)" % (spoken, ORCA_SPEECH[at], ORCA_SPEECH))
    say("Orca said, in order: %s" % " | ".join(ORCA_SPEECH))


if scene == "orca":
    check_orca_keys()
    sys.exit(0)
if scene == "orca-said":
    check_orca_said(sys.argv[2])
    sys.exit(0)

a = app()
frame = a.getChildAtIndex(0)
if frame is None or frame.getRole() != pyatspi.ROLE_FRAME or not frame.name.startswith("RecipeKit gallery"):
    fail("the application's first child is not the gallery's frame")
if scene == "alerts":
    # The scene opens its alert once its first frames are up; it is read with the rest.
    wait_for(lambda: any(n.getRole() == pyatspi.ROLE_ALERT for n in objects(frame)), "no alert came up")
count, named, interactive, roles = check_everything(frame)
check_scene_list(frame)
{"controls": check_controls, "alerts": check_alerts, "range-slider": check_range_slider,
 "cover-flow": check_cover_flow, "attributed-label": check_attributed_label}.get(scene, lambda f: None)(frame)
say("%d objects, %d named, %d interactive, all named; roles: %s" % (
    count, named, interactive, ", ".join("%s %d" % kv for kv in sorted(roles.items()))))
